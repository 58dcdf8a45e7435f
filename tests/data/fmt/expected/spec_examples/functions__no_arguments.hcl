# spec [Functions and Function Calls]: FunctionCall = Identifier "(" arguments ")";
example = timestamp()
