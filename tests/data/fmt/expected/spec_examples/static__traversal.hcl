# spec [Static Traversal]: A variable expression and any attached attribute access operations and constant index operations can be interpreted as a static traversal.
example = foo.bar[0]["baz"].qux
