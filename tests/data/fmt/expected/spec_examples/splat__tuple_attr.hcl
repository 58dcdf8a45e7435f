# spec [Splat Operators]: The attribute-only splat operator supports only attribute lookups into the elements from a list, but supports an arbitrary number of them.
# expect: [1, 2]
example = [{ a = { b = 1 } }, { a = { b = 2 } }].*.a.b
