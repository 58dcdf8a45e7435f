item {
  n = 1
}
