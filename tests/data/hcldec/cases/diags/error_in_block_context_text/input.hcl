outer {
  inner {
    n = "x"
  }
}
