# a
  # b
x = 1
