# spec [Conditional Operator]: If either the second or third expressions produce errors when evaluated, these errors are passed through only if the erroneous expression is selected.
# expect: "default"
example = false ? {}["missing"] : "default"
