# Hand-written configuration
enabled = true
b = `cmd`
