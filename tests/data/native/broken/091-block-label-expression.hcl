settings {
  resource foo.bar {
  }
}
