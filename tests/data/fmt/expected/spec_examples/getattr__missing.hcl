# spec [Attribute Access Operator]: An error is produced if the object to which the operator is applied does not have an attribute with the given name.
# expect-error: evaluation error: unsupported attribute
example = { a = 1 }.b
