x = [
  # in tuple
  1
]
