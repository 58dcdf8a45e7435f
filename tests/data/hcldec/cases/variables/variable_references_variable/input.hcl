v = b
