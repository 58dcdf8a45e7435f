outer o1 x {
  x = "a"
}
