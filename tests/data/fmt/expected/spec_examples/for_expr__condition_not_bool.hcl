# spec [For Expressions]: It must evaluate to a boolean value; if true, the element will be evaluated as normal, while if false the element will be skipped.
# expect-error: evaluation error: a bool is required
example = [for v in [1, 2] : v if "yes"]
