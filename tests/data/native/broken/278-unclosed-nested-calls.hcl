a = f(g(1,
