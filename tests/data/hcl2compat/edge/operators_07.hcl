x = {k = a + b}
