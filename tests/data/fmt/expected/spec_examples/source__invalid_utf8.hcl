# spec [Source Code Representation]: Invalid or non-normalized UTF-8 encoding is always a parse error.
# expect-error: parse error: invalid character encoding
# note: the string holds the single byte 0xFF
example = "ÿ"
