terraform {
  required_version = ">= 1.0"
}
b = 1e5.5
