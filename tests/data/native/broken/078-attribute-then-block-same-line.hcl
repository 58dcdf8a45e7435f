settings {
  a = 1 x {
  }
}
