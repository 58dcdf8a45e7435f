# spec [Structural Elements]: OneLineBlock = Identifier (StringLit|Identifier)* "{" (Identifier "=" Expression)? "}" Newline;
# expect-error: parse error: a one-line block cannot hold a block
outer { inner {} }
