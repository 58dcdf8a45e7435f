# spec [Index Operator]: An error is produced if the given key expression does not correspond to an element in the collection, either because it is of an unconvertable type, because it is outside the range of elements for a tuple or list, or because the given attribute or key does not exist.
# expect-error: evaluation error: invalid index
example = { a = 1 }["b"]
