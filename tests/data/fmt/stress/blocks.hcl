one_line { a = 1 }
empty {}
empty_lines {

}
labeled "a" "b" {
}
labeled   "c"   "d"{
  x = 1
}
ident_label a b {
  nested {
    deeper {
      deepest = true
    }
  }
}
after_block = 1
block_with_trailing_brace_content {
  a = 1 }
