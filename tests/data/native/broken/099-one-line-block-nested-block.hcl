# Hand-written configuration
enabled = true
outer { inner { a = 1 } }
