# spec [Arithmetic Operators]: -a      negation
# expect: -3
# given: {"a": 3}
example = -a
