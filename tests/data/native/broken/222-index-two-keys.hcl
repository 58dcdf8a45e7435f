terraform {
  required_version = ">= 1.0"
}
b = a[1, 2]
