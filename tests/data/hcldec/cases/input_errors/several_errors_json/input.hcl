settings {
  v = [1]
}
settings {
  w = 1
}
