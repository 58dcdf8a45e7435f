# spec [Attribute Access Operator]: GetAttr = "." Identifier;
# expect: 1
# given: {"foo": {"bar": 1}}
example = foo.bar
