x = f(
 # arg
 1)
