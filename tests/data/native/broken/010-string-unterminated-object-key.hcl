tags = {
  "Name = "web"
}
