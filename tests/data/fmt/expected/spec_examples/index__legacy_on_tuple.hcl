# spec [Index Operator]: LegacyIndex = '.' digit+
# expect: "b"
example = ["a", "b"].1
