b = "two"
c {
  n = 2
}
