resource "a" "b" {
  name = "x"
  count = 1
  name = "y"
}
