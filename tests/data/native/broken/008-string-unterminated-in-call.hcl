terraform {
  required_version = ">= 1.0"
}
x = join(",", ["a", "b"], "oops)
