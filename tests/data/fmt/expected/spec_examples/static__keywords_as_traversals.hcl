# spec [Static Traversal]: The keywords true, false and null can also be interpreted as static traversals, behaving as if they were references to variables of those names, to allow callers to redefine the meaning of those keywords in certain contexts.
# expect: [true, false, null]
example = [true, false, null]
