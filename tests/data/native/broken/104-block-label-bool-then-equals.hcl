settings {
  x "a" = 1
}
