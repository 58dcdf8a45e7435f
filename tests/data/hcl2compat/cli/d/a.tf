a = 1
resource "x" "y" {
  b = "s" # c
}
variable "v" {
  default = 2
}
