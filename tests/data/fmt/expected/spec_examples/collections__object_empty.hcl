# spec [Collection Values]: object = "{" (
# expect: {}
example = {}
