# spec [Conditional Operator]: The second and third expressions must be of the same type or must be able to unify into a common type using the type unification rules defined in the HCL syntax-agnostic information model.
# expect-error: evaluation error: inconsistent result types
example = true ? [1] : { a = 1 }
