# spec [Collection Values]: tuple = "[" (
# expect-error: parse error: tuple elements are separated by commas
example = [1 2]
