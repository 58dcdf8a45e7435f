# spec [Attribute Access Operator]: GetAttr = "." Identifier;
# expect-error: parse error: a name is required after a dot
example = foo.
