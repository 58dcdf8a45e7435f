tags = {
  Name = "web"
  Env = "prod"
