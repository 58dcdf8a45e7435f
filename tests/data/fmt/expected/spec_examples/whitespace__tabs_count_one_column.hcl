# spec [Comments and Whitespace]: Horizontal tab characters (U+0009) are also treated as whitespace, but are counted only as one "column" for the purpose of reporting source positions.
# expect: 1
example = 1
blk {
  inner = "x"
}
