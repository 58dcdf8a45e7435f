settings {
  b = { a == 1 }
}
