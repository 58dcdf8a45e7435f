setings {
  v = "x"
}
