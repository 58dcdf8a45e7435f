# spec [Collection Values]: {(for) = 1, baz = 2} is an object with a key with the same value as the variable for.
# expect: {"key": 1, "baz": 2}
# given: {"for": "key"}
example = { (for) = 1, baz = 2 }
