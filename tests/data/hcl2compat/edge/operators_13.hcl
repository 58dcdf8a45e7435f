x = [for v in l : v + 1 if v > 0]
