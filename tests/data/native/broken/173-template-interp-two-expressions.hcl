settings {
  b = "${a b}"
}
