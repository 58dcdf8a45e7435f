# spec [Functions and Function Calls]: If the final argument expression is followed by the ellipsis symbol (...), the final argument expression must evaluate to either a list or tuple value.
# expect-error: parse error: only the final argument can be expanded
example = max(list..., 1)
