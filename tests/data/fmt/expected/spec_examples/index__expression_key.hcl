# spec [Index Operator]: The expression delimited by the brackets is the key by which an element will be looked up.
# expect: "b"
# given: {"foo": ["a", "b"], "bar": 0}
example = foo[bar + 1]
