x = !a && b
