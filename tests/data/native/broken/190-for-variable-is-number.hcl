# Hand-written configuration
enabled = true
b = [for 1 in xs: 1]
