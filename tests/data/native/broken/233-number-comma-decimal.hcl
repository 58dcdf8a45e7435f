settings {
  b = 1,5
}
