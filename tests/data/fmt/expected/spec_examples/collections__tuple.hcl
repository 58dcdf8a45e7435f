# spec [Collection Values]: tuple = "[" (
# expect: [1, "two", true]
example = [1, "two", true]
