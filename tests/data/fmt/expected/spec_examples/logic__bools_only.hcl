# spec [Logic Operators]: Logic operators apply only to boolean values and always produce boolean values as results.
# expect-error: evaluation error: a bool is required
example = 1 && true
