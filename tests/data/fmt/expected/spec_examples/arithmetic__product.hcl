# spec [Arithmetic Operators]: a * b   product    (multiplication)
# expect: 6
# given: {"a": 3, "b": 2}
example = a * b
