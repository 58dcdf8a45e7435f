res "a" "x" {
  v = "ax"
}
res "a" "y" {
  v = "ay"
}
res "b" "x" {
  v = "bx"
}
