b = { a, b }
