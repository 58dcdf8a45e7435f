x = a + b + c
