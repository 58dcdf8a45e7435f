item {
}
item {
  n = 1
}
