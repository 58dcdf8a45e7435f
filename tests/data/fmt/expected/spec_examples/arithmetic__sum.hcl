# spec [Arithmetic Operators]: a + b   sum        (addition)
# expect: 3
# given: {"a": 1, "b": 2}
example = a + b
