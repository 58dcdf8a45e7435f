a = 1
b = "x
c = 2
