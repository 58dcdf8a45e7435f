b = {
  inner {
    a = 1
  }
}
