settings {
  b = a.*.*
}
