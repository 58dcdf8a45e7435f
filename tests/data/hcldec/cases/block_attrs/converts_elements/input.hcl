ports {
  http = 80
  on = true
}
