# Hand-written configuration
enabled = true
b = .5
