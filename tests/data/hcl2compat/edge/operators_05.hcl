x = f(a + b)
