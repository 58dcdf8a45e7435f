# spec [Index Operator]: Index = "[" Expression "]";
# expect: 1
# given: {"foo": {"bar": 1}}
example = foo["bar"]
