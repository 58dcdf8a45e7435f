x {
  a = }
