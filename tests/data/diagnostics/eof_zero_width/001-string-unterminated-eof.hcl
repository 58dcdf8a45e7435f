name = "web"
region = "us-east