locals {
  region = "eu-west-1"
}

a = upper(lower("X")
