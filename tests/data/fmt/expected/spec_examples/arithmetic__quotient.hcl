# spec [Arithmetic Operators]: a / b   quotient   (division)
# expect: 1.5
# given: {"a": 3, "b": 2}
example = a / b
