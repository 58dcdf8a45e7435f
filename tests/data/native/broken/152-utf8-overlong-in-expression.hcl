# Hand-written configuration
enabled = true
a = 1 + À¯
