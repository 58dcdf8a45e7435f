item {
  n = 3
}
item {
  n = 1
}
item {
  n = 2
}
