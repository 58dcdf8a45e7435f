settings {
  b = "%{ if x }a%{ endfor }"
}
