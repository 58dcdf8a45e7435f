# spec [Template Expressions]: A quoted template expression containing only a single literal string serves as a syntax for defining literal string expressions.
# expect: "just a string"
example = "just a string"
