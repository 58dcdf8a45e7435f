# spec [Conditional Operator]: The first expression is the predicate, which is evaluated and must produce a boolean result.
# expect-error: evaluation error: the condition must be a bool
example = 1 ? 2 : 3
