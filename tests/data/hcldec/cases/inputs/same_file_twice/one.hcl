a = "one"
c {
  n = 1
}
