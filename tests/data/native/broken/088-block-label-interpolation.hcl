a = 1
resource "${x}" "y" {
}
