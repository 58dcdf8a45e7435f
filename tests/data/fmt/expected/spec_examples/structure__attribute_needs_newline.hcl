# spec [Structural Elements]: Attribute    = Identifier "=" Expression Newline;
# expect-error: parse error: missing newline after the attribute
example = 1 other = 2
