# spec [Comments and Whitespace]: Line comments start with either the // or # sequences and end with the next newline sequence. A line comment is considered equivalent to a newline sequence.
# expect: 1
example = 1 # ends the attribute like a newline
other   = 2
