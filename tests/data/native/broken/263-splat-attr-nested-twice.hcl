# Hand-written configuration
enabled = true
b = a.*.b.*.c
