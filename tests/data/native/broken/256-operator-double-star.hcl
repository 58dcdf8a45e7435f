# Hand-written configuration
enabled = true
b = 2 ** 3
