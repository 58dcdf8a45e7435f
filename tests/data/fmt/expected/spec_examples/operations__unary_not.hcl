# spec [Operations]: unaryOp = ("-" | "!") ExprTerm;
# expect: false
# given: {"a": true}
example = !a
