settings {
  a = "${var.x}
}
