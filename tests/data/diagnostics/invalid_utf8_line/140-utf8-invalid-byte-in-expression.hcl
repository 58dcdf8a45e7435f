settings {
  a = 1 þ 2
}
