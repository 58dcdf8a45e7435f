name = "web"
port = 8080
