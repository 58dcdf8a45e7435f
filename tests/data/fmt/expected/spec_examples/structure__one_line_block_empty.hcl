# spec [Structural Elements]: OneLineBlock = Identifier (StringLit|Identifier)* "{" (Identifier "=" Expression)? "}" Newline;
empty "label" {}
