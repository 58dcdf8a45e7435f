

bogus2 = 2
