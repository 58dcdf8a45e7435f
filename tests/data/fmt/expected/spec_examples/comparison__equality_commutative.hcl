# spec [Comparison Operators]: The equality operators are commutative and opposite, such that (a == b) == !(a != b) and (a == b) == (b == a) for all values a and b.
# expect: true
# given: {"a": [1], "b": [1]}
# note: true for all values of a and b
example = (a == b) == (b == a)
