# spec [Collection Values]: object = "{" (
# expect: {"a": 1, "b": 2}
example = { a = 1, b = 2, }
