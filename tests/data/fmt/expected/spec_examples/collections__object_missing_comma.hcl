# spec [Collection Values]: object = "{" (
# expect-error: parse error: object elements are separated by commas
example = { a = 1 b = 2 }
