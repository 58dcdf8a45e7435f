# spec [Template Expressions]: \r         Unicode carriage return control character
# expect: "a\rb"
example = "a\rb"
