item {
  n = 1
}
item {
  n = 2
}
item {
  n = 1
}
