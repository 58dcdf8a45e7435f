# Hand-written configuration
enabled = true
a = true & false
