tags {
  a = "x"
}
tags {
  b = "y"
}
