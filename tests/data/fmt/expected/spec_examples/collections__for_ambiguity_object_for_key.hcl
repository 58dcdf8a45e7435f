# spec [Collection Values]: {for = 1, baz = 2} is a syntax error.
# expect-error: parse error: for starts a for expression
example = { for = 1, baz = 2 }
