object {
  attr "a" {
    type = string
