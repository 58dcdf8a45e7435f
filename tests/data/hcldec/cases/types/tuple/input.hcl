v = ["x", "2", "true"]
