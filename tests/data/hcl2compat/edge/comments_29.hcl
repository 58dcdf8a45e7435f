x = {a = f(#c
1)}
