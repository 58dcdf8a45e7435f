# spec [Structural Elements]: OneLineBlock = Identifier (StringLit|Identifier)* "{" (Identifier "=" Expression)? "}" Newline;
one "label" { example = 1 }
