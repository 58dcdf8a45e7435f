res "a" "x" {
  v = "1"
}
res "a" "x" {
  v = "2"
}
