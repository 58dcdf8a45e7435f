settings {
  b = <<123
  hello
  123
}
