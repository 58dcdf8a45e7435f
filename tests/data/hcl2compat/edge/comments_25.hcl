y = {
 # o1
 a = 1}
# top2
x = [ # t
1]
