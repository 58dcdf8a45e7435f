# spec [Collection Values]: [for, foo, baz] is a syntax error.
# expect-error: parse error: for starts a for expression
example = [for, foo, baz]
