settings {
  a = [1, -]
}
