# spec [Index Operator]: If the index operator is applied to a value of tuple or list type, the key expression must be an non-negative integer number representing the zero-based element index to access.
# expect: "b"
example = ["a", "b"][1]
