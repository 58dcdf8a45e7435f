settings {
  list = ["a", "b, "c"]
}
