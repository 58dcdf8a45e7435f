terraform {
  required_version = ">= 1.0"
}
b = f(1,