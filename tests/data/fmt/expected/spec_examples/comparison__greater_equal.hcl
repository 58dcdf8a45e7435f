# spec [Comparison Operators]: a >= b  greater than or equal to
# expect: true
# given: {"a": 2, "b": 2}
example = a >= b
