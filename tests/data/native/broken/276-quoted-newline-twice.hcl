name = "x
y = 1
