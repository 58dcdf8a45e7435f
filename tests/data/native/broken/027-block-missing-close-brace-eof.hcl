a = 1
resource "x" "y" {
  b = 2
