x {
  y {
    a = 1
    a = 2
  }
}
