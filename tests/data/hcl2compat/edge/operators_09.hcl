x = a == b && c
