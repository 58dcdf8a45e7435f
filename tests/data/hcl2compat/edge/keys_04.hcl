x = {(upper("k")) = 1, 3 = 4}
