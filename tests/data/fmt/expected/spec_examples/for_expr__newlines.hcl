# spec [Collection Values]: Between the open and closing delimiters of these sequences, newline sequences are ignored as whitespace.
example = [
  for v in ["a", "b"] :
  upper(v)
  if v != "c"
]
