v = nope
