# spec [Operations]: Operators within the same precedence level have left-to-right associativity. For example, x / y * z is equivalent to (x / y) * z.
# expect: 6
# given: {"x": 4, "y": 2, "z": 3}
example = (x / y) * z
