# Hand-written configuration
enabled = true
2fa {
  a = 1
}
