# Hand-written configuration
enabled = true
x "abc