terraform {
  required_version = ">= 1.0"
}
b = [for v in xs if v: v]
