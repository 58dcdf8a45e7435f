res "a" {
  v = "ax"
}
