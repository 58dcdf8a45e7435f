équipe = "x"
b "é" {
  née = [1, "ü"]
}
