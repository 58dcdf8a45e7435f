settings {
  b = 1e
}
