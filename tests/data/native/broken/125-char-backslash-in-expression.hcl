terraform {
  required_version = ">= 1.0"
}
b = 1 \ 2
