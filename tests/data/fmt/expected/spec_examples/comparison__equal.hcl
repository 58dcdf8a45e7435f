# spec [Comparison Operators]: a == b  equal
# expect: true
# given: {"a": 1, "b": 1}
example = a == b
