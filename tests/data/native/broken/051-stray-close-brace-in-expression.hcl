terraform {
  required_version = ">= 1.0"
}
a = 1 + 2 }
b = 3
