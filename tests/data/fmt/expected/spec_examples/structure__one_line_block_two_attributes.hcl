# spec [Structural Elements]: OneLineBlock = Identifier (StringLit|Identifier)* "{" (Identifier "=" Expression)? "}" Newline;
# expect-error: parse error: a one-line block holds at most one attribute
one { a = 1, b = 2 }
