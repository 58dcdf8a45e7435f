# spec [Functions and Function Calls]: The namespace of functions is distinct from the namespace of variables. A function and a variable may share the same name with no implication that they are in any way related.
example = upper(upper)
