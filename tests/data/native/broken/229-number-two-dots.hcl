settings {
  b = 1.2.3
}
