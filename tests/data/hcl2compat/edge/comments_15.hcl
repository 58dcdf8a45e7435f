x = a ? # q
 b : c
