# spec [Comments and Whitespace]: A line comment is considered equivalent to a newline sequence.
# expect: [1, 2]
example = [1, # a comment
2]
