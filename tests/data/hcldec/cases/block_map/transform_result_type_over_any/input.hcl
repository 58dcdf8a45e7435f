v "a" {
  x = 1
}
v "b" {
  x = "two"
}
