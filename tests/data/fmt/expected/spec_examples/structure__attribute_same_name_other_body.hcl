# spec [Attribute Definitions]: Each distinct attribute name may be defined no more than once within a single body.
# expect: 1
example = 1
blk {
  example = 2
}
blk {
  example = 3
}
