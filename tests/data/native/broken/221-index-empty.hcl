b = a[]
