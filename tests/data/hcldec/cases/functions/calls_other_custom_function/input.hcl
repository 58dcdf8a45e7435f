v = add_two(1)
