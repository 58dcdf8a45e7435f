# spec [Template Expressions]: \n         Unicode newline control character
# expect: "a\nb"
example = "a\nb"
