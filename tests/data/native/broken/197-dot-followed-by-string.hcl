b = foo."bar"
