v = add_on(1)
