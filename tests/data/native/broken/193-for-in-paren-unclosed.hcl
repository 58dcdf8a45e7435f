settings {
  b = (for v in xs: v)
}
