terraform {
  required_version = ">= 1.0"
}
[0ma = 1
