x {
  a =