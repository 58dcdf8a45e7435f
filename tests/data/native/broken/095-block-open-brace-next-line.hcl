terraform {
  required_version = ">= 1.0"
}
resource "x" "y"
{
  a = 1
}
