# spec [Collection Values]: tuple = "[" (
# expect: [1, 2]
example = [1, 2, ]
