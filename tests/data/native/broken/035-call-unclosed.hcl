a = max(1, 2
b = 3
