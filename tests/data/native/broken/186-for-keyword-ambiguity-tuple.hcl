a = 1
b = [for, a, b]
