# spec [Identifiers]: This is to allow attribute names and block type names to contain dashes, although underscores as word separators are considered the idiomatic usage.
foo_bar = 1
block_type {
  attr_name = foo_bar
}
