# spec [Source Code Representation]: Invalid or non-normalized UTF-8 encoding is always a parse error.
# expect-error: parse error: overlong UTF-8 encoding
# reference-differs: the reference accepts an overlong encoding and keeps the two bytes as they are (not '/', and not equal to U+FFFD U+FFFD; its JSON output shows each as U+FFFD)
# note: the string holds the overlong encoding C0 AF of '/'
example = "À¯"
