x = f(1e3)
