in = "value"
