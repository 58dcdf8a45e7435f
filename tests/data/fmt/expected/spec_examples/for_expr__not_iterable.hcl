# spec [For Expressions]: Tuple, object, list, map, and set types are iterable.
# expect-error: evaluation error: a string is not iterable
example = [for c in "abc" : c]
