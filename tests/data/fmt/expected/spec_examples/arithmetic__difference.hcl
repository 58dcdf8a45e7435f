# spec [Arithmetic Operators]: a - b   difference (subtraction)
# expect: -1
# given: {"a": 1, "b": 2}
example = a - b
