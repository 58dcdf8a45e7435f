# Hand-written configuration
enabled = true
b = [for v in xs: v...]
