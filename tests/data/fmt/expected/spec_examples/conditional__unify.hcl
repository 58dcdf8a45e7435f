# spec [Conditional Operator]: This unified type is the result type of the conditional, with both expressions converted as necessary to the unified type.
# expect: "1"
example = true ? 1 : "a"
