a = add_one(x.y[*].z)
