a = 1
/* comment
b = 2
