resource "a" "b" {
  count = "many"
  name = "x"
  bogus = 1
  inner {
    x = "y"
  }
}
resource "c" "d" {
}
a {
  b {
    c = "q"
  }
}
