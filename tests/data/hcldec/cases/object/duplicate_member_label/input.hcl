a = "x"
b = "y"
