x {
  b = foo.+1
}
