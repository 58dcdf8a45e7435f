v = add_one("x")
