v = min(5, 2, 9)
