v = join2("-", "a", "b", "c")
