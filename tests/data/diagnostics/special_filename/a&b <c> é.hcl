v = 1
bogus = 2
