settings {
  b = "\101"
}
