a = 1
b = <<
hello

