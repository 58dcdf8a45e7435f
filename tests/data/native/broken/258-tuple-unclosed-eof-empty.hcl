x {
  b = [