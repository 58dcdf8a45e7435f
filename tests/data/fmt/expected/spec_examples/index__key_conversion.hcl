# spec [Index Operator]: If the given key value is not of the appropriate type, a conversion is attempted using the conversion rules from the HCL syntax-agnostic information model.
# expect: "b"
example = ["a", "b"]["1"]
