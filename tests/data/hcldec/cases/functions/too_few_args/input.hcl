v = add_one()
