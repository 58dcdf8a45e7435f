# spec [Index Operator]: If applied to a value of object or map type, the key expression must be a string representing the attribute name or element key.
# expect: 2
example = { a = 1, b = 2 }["b"]
