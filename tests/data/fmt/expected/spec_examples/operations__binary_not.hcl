# spec [Operations]: logicOperator = "&&" | "||" | "!";
# expect-error: parse error: ! is not a binary operator
# note: the grammar lists ! among the binary logic operators, but the Logic Operators section gives it only as unary (!a); the reference rejects a ! b
example = a !b
