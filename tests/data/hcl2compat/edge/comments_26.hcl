x = f(g(#c
1))
