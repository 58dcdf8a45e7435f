x = f((a + b) * c, a + b * c)
