# spec [Variables and Variable Expressions]: VariableExpr = Identifier;
# expect: 1
# given: {"foo-bar": 1}
# note: a dash belongs to the identifier, so this is a variable, not a subtraction
example = foo-bar
