# spec [Structural Elements]: Block        = Identifier (StringLit|Identifier)* "{" Newline Body "}" Newline;
# spec [Blocks]: A block creates a child body that is annotated with a block type and zero or more block labels.
settings {
  debug = true
}
