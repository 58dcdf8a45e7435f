# Hand-written configuration
enabled = true
b = a.0.0.b
