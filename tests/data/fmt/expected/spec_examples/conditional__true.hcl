# spec [Conditional Operator]: Conditional = Expression "?" Expression ":" Expression;
# expect: "yes"
example = true ? "yes" : "no"
