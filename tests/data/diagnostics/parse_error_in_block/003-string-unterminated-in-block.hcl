resource "x" "y" {
  ami = "abc-123
  count = 1
}
