x = -a * b
