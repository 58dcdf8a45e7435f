# spec [Template Expressions]: \t         Unicode tab control character
# expect: "a\tb"
example = "a\tb"
