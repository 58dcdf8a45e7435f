a {
  b {
    c = "x
  }
}
