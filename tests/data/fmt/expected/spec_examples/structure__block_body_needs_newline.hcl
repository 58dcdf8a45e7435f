# spec [Structural Elements]: Block        = Identifier (StringLit|Identifier)* "{" Newline Body "}" Newline;
# expect-error: parse error: missing newline after the attribute
blk {
example = 1 }
