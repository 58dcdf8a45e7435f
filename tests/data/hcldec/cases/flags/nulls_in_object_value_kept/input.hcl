v = {a = null, b = {c = null, d = 1}}
