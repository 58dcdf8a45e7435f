settings {
  b = "%{ for v in xs y }a%{ endfor }"
}
