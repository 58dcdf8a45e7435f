x = 1 # crlf
// two
y = "${join("#", ["a"])}" # three
