settings {
  b = "%{ if x }a%{ else if y }b%{ endif }"
}
