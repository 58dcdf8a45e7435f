name = "x
