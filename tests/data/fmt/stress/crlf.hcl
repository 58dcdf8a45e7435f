a=1
bb = 2 # c
block {
  x=[1,2]
  y = <<EOT
line
EOT
}

# end
