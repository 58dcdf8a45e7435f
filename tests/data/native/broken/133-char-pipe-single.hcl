settings {
  a = true | false
}
