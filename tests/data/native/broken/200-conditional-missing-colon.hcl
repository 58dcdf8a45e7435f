settings {
  b = x ? 1
}
