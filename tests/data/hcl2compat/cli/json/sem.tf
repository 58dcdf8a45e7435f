# settings
a = 1.0
b = "x"
c = [1, 2, 3]
d = { k = 1, j = 2 }
t = true
n = 1e3
u = "é"
r "l" {
  x = 1 # inline
  n { y = 2 }
}
r "m" { x = 1 }
h = <<EOT
hi
EOT
