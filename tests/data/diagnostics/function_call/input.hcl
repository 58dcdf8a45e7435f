v = upper(
  1,
  2
  ,3)
