v = "a
