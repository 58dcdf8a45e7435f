# spec [Index Operator]: Index = "[" Expression "]";
# expect: "a"
# given: {"foo": ["a", "b"]}
example = foo[0]
