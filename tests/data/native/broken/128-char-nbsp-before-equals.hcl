settings {
  a = 1
}
