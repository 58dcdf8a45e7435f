# top
b {
  x = [1, # inl
 2]
  # own
}
