# spec [Collection Values]: Between the open and closing delimiters of these sequences, newline sequences are ignored as whitespace.
# expect-error: parse error: a newline is whitespace, so the comma is missing
example = [
  1
  2
]
