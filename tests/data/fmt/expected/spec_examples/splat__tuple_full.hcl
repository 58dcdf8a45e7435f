# spec [Splat Operators]: The full splat operator additionally supports indexing into the elements from a list, and allows any combination of attribute access and index operations.
# expect: [2, 4]
example = [{ a = [1, 2] }, { a = [3, 4] }][*].a[1]
