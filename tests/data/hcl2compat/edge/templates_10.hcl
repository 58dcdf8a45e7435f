x = upper("${a}-b")
