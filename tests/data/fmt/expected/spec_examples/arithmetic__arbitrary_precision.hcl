# spec [Arithmetic Operators]: Arithmetic operations are considered to be performed in an arbitrary-precision number space.
# expect: 0.3
example = 0.1 + 0.2
