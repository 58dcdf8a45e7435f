# spec [Collection Values]: {foo = "baz"} is interpreted as an attribute literally named foo.
# expect: {"foo": "baz"}
example = { foo = "baz" }
