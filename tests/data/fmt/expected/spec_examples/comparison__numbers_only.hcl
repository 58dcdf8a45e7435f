# spec [Comparison Operators]: The four numeric comparison operators apply only to numbers:
# expect-error: evaluation error: a number is required
example = "a" < "b"
