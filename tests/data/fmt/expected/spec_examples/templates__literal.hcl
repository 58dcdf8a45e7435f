# spec [Template Literals]: A template literal is a literal sequence of characters to include in the resulting string.
# expect: "plain text"
example = "plain text"
