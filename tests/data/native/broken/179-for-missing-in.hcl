a = 1
b = [for x xs: x]
