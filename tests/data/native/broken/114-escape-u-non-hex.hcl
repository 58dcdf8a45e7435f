settings {
  b = "\uZZZZ"
}
