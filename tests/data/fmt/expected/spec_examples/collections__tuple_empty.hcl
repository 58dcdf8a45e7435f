# spec [Collection Values]: tuple = "[" (
# expect: []
example = []
