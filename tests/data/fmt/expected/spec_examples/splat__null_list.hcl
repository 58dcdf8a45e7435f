# spec [Splat Operators]: It is illegal to apply a splat operator to a null value of tuple, list, or set type.
# expect-error: evaluation error: splat of a null list
# note: null_list: a null value of type list(string), given by the caller
example = null_list[*]
