# spec [Arithmetic Operators]: Arithmetic operators apply only to number values and always produce number values as results.
# expect-error: evaluation error: a number is required
example = "a" + 1
