tags {
  a = "x"
}
