# spec [Functions and Function Calls]: FunctionCall = Identifier "(" arguments ")";
example = join(", ", ["a", "b"])
