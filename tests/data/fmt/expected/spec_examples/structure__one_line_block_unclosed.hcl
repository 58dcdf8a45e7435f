# spec [Structural Elements]: OneLineBlock = Identifier (StringLit|Identifier)* "{" (Identifier "=" Expression)? "}" Newline;
# expect-error: parse error: a one-line block must close on its line
one { a = 1
}
