x {
  -name = 1
}
