# spec [Index Operator]: LegacyIndex = '.' digit+
# expect: 1
# given: {"foo": [{"bar": 1}]}
example = foo.0.bar
