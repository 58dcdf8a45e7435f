a = 1
locals {
  b = 2
  nested {
    c = 3
    b = 4
  }
}
