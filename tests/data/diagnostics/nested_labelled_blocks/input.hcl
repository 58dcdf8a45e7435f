outer "o1" {
  inner "i1" {
    x = "a"
  }
}
