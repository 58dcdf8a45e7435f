x = a + b * c
