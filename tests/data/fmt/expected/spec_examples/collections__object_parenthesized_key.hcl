# spec [Collection Values]: {(foo) = "baz"} is interpreted as an attribute whose name is taken from the variable named foo.
# expect: {"bar": "baz"}
# given: {"foo": "bar"}
example = { (foo) = "baz" }
