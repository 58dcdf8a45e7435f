v = "x"
