a = 1
b = "hello
c = 2
