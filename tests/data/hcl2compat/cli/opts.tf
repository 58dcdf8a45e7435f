# c
x = 1e3 # t
y = a + b * c
z = <<EOT
hi
EOT
w = {k = [1]}
