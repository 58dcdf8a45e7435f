# spec [Comments and Whitespace]: An inline comments is considered equivalent to a whitespace sequence.
# expect-error: parse error: the comment is whitespace, not a newline, so the attribute does not end
example = 1 /* a comment
over two lines */ other = 2
