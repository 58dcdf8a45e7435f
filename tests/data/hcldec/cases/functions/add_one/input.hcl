v = add_one(41)
