b "lbl" {
  v = "x"
}
