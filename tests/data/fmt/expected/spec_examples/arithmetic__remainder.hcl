# spec [Arithmetic Operators]: a % b   remainder  (modulo)
# expect: 1
# given: {"a": 7, "b": 3}
example = a % b
