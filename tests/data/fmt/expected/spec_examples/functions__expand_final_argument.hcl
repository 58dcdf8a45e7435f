# spec [Functions and Function Calls]: If the final argument expression is followed by the ellipsis symbol (...), the final argument expression must evaluate to either a list or tuple value.
example = max(1, list...)
