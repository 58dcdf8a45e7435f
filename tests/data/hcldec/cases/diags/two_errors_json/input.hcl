item {
  n = "x"
}
item {
  n = "y"
}
