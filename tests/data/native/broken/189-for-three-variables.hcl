settings {
  b = [for a, b, c in xs: a]
}
