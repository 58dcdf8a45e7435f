terraform {
  required_version = ">= 1.0"
}
x "a\qb" {
}
