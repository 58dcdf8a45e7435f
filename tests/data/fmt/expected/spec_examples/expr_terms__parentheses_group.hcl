# spec [Expression Terms]: ExprTerm = (
# expect: 9
example = (1 + 2) * 3
