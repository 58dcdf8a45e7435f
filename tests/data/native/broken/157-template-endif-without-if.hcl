x {
  b = "yes%{ endif }"
}
