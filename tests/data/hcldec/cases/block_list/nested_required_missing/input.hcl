item {
  n = 1
}
item {
}
