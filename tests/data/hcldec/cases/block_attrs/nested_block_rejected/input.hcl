tags {
  a = "x"
  inner {
  }
}
