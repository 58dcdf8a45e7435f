a = 1
list = [1, 2, 3
