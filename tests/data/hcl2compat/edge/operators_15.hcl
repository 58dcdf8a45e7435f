x = (a + b) * c
