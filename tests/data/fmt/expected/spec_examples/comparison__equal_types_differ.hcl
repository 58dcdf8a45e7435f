# spec [Comparison Operators]: Two values are equal if the are of identical types and their values are equal as defined in the HCL syntax-agnostic information model.
# expect: false
example = 1 == "1"
