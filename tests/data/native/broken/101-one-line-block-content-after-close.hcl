terraform {
  required_version = ">= 1.0"
}
x { a = 1 } y = 2
