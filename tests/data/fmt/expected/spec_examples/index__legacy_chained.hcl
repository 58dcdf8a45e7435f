# spec [Index Operator]: The legacy syntax does not support chaining of index operations, like foo.0.0.bar, because the interpretation of 0.0 as a number literal token takes priority and thus renders the resulting sequence invalid.
# expect-error: parse error: chained legacy index
example = foo.0.0.bar
