# spec [Attribute Access Operator]: The given identifier is interpreted as the name of the attribute to access.
# expect: 2
example = { a = 1, b = 2 }.b
