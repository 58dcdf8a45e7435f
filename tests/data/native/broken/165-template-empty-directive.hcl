settings {
  b = "%{}"
}
