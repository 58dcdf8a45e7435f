v = "x"
w = 1
