# spec [Index Operator]: This legacy index operator must be supported by parser for compatibility but should not be used in new configurations. This allows an attribute-access-like syntax for indexing, must still be interpreted as an index operation rather than attribute access.
# expect: "b"
# given: {"foo": ["a", "b"]}
example = foo.1
