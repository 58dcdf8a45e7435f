# spec [Structural Elements]: Attribute    = Identifier "=" Expression Newline;
# expect-error: parse error: the attribute has no newline
# reference-differs: the grammar ends an attribute with a newline; the reference also accepts the end of the file
example = 1