# spec [Structural Elements]: Attribute    = Identifier "=" Expression Newline;
# spec [Attribute Definitions]: An attribute definition assigns a value to a particular attribute name within a body.
# expect: "value"
example = "value"
