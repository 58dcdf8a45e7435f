v = {a = [1, "x", true]}
