x = { a = 1 } # after obj
