x {
  a = "x" b = "y"
}
