# spec [Operations]: unaryOp = ("-" | "!") ExprTerm;
# expect: -2
# given: {"a": 2}
example = -a
