in {
  v = 1
}
