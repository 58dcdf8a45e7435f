# spec [Logic Operators]: a || b   logical OR
# expect: true
# given: {"a": true, "b": false}
example = a || b
