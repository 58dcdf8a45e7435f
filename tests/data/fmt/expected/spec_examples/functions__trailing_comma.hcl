# spec [Functions and Function Calls]: (Expression ("," Expression)* ("," | "...")?)
example = max(1, 2, )
