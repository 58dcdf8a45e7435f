# see http://x
x = 1
