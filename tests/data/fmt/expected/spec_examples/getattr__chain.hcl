# spec [Attribute Access Operator]: GetAttr = "." Identifier;
# expect: 1
# given: {"foo": {"bar": {"baz-qux": 1}}}
example = foo.bar.baz-qux
