# spec [Collection Values]: Between the open and closing delimiters of these sequences, newline sequences are ignored as whitespace.
# expect: [1, 2]
example = [
  1
  ,
  2,

]
