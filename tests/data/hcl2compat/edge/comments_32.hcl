x = a[ #c
 0]
