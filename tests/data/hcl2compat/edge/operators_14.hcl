x = a[b + 1]
