bogus1 = 1
