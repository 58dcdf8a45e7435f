settings {
  a = 1 + * 2
}
