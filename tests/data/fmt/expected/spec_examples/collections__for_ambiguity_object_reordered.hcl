# spec [Collection Values]: {baz = 2, for = 1} is equivalent to the previous example, and resolves the ambiguity by reordering.
# expect: {"for": 1, "baz": 2}
# expect-same-as: {"for" = 1, baz = 2}
example = { baz = 2, for = 1 }
