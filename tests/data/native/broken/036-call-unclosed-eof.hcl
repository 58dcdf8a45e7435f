# Hand-written configuration
enabled = true
a = min(1, 2, 3