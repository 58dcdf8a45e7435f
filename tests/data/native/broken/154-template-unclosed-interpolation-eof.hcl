locals {
  region = "eu-west-1"
}

b = "hello ${name