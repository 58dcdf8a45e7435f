# spec [Structural Elements]: Block        = Identifier (StringLit|Identifier)* "{" Newline Body "}" Newline;
# expect-error: parse error: missing newline after the block
first {} second {}
