equipe = "x"
b "é" {
  nee = [1, "ü"]
}
