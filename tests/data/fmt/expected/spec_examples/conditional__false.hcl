# spec [Conditional Operator]: If the predicate value is false, the result of the third expression is the result of the conditional.
# expect: "no"
example = 1 > 2 ? "yes" : "no"
