other = 1
