# Hand-written configuration
enabled = true
"name" = "web"
