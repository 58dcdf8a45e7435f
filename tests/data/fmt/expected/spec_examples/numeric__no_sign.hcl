# spec [Numeric Literals]: NumericLit = decimal+ ("." decimal+)? (expmark decimal+)?;
# spec [Operations]: unaryOp = ("-" | "!") ExprTerm;
# expect: -1.5
# note: a numeric literal has no sign: this is unary minus applied to 1.5
example = -1.5
