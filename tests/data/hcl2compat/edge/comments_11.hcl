x = 1 # t1
y = 2 # t2
