# spec [Comparison Operators]: a > b   greater than
# expect: false
# given: {"a": 1, "b": 2}
example = a > b
