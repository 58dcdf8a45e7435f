# spec [Comparison Operators]: a < b   less than
# expect: true
# given: {"a": 1, "b": 2}
example = a < b
