b = [for v in xs: v if v > 1 2]
