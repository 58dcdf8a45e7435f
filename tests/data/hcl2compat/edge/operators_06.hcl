x = [a + b]
