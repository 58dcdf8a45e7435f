outer "a" {
  inner "x" {
    v = 1
  }
  inner "y" {
    v = 2
  }
}
outer "b" {
}
