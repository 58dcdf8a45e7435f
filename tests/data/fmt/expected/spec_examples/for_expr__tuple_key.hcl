# spec [For Expressions]: [for i, v in ["a", "b"]: i] returns [0, 1].
# expect: [0, 1]
example = [for i, v in ["a", "b"] : i]
