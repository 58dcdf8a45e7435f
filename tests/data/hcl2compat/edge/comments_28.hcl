x = a + (b + #c
 c)
