a = 1

resource "x" "y" {
  b = "s"
}


variable "v" {
  default = 2
}
