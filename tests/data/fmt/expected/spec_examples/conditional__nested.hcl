# spec [Conditional Operator]: Conditional = Expression "?" Expression ":" Expression;
# expect: "y"
# expect-same-as: a ? "x" : (b ? "y" : "z")
# given: {"a": false, "b": true}
example = a ? "x" : b ? "y" : "z"
