x = [(a + b * c)]
