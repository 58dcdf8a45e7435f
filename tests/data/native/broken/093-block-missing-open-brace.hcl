resource "x" "y"
  a = 1
}
