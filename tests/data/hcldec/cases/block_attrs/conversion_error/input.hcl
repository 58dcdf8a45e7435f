ports {
  http = 80
  ssh = "twenty-two"
}
