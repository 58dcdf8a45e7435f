settings {
  b = (1 + 2))
}
