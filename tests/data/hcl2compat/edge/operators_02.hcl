x = (a + b)
