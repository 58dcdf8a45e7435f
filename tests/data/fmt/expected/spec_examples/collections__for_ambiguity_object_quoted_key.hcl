# spec [Collection Values]: {"for" = 1, baz = 2} is an object with an attribute literally named for.
# expect: {"for": 1, "baz": 2}
example = { "for" = 1, baz = 2 }
