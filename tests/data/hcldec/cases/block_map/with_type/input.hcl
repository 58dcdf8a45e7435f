res "a" "x" {
  v = "ax"
}
res "b" "y" {
}
