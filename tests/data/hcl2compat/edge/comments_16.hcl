x = 1 +
 # own line
 2
