# spec [Logic Operators]: a && b   logical AND
# expect: false
# given: {"a": true, "b": false}
example = a && b
