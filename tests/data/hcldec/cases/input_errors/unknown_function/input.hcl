name = nope("x")
