x = -a
