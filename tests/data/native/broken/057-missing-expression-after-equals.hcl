a = 1
b =
c = 2
