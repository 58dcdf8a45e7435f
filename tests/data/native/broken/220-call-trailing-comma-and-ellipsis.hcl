# Hand-written configuration
enabled = true
b = f(xs,...)
