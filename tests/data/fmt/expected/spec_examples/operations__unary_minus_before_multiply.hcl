# spec [Operations]: The unary operators have the highest precedence.
# expect: 6
example = -2 * -3
