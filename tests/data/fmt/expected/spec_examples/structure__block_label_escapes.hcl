# spec [Template Expressions]: The StringLit production permits the escape sequences discussed for quoted template expressions as above, but does not permit template interpolation or directive sequences.
# note: labels: tab<TAB>here, quote"d, é, ${literal}
label "tab\there" "quote\"d" "\u00e9" "$${literal}" {
}
