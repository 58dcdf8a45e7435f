a = 1 # comment
b = ?
