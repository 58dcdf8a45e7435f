v = {a = "x", b = "2", c = true}
