# Hand-written configuration
enabled = true
b = [, 1]
