# spec [Collection Values]: object = "{" (
# spec [Collection Values]: Between the open and closing delimiters of these sequences, newline sequences are ignored as whitespace.
# expect-error: parse error: a newline is whitespace, so the comma is missing
# reference-differs: the reference accepts a newline in place of the comma between object elements (but not between tuple elements)
example = {
  a = 1
  b = 2
}
