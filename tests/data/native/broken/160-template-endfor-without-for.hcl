settings {
  b = "a%{ endfor }"
}
