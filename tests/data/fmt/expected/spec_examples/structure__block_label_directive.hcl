# spec [Template Expressions]: The StringLit production permits the escape sequences discussed for quoted template expressions as above, but does not permit template interpolation or directive sequences.
# expect-error: parse error: template sequences are not allowed in a label
label "%{if true}x%{endif}" {
}
