# spec [Splat Operators]: If applied to a null value that is not tuple, list, or set, the result is always an empty tuple, which allows conveniently converting a possibly-null scalar value into a tuple of zero or one elements.
# expect: []
example = null.*
