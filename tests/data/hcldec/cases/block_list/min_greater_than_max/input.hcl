item {
  n = 1
}
item {
  n = 1
}
