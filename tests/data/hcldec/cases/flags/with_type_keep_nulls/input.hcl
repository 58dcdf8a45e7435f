a = "x"
e {
  f = null
}
