# spec [Collection Values]: [(for), foo, baz] is a tuple whose first element is the value of variable for.
# expect: [1, 2, 3]
# given: {"for": 1, "foo": 2, "baz": 3}
example = [(for), foo, baz]
