# Hand-written configuration
enabled = true
ok = true &&
