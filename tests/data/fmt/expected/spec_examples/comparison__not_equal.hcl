# spec [Comparison Operators]: a != b  not equal
# expect: true
# given: {"a": 1, "b": 2}
example = a != b
