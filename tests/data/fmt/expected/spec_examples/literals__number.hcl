# spec [Literal Values]: Numeric literals represent values of type number.
# expect: 12.5
example = 12.5
