a = "x"
b {
  c = 1
}
