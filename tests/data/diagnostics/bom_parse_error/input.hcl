a = "x
