# spec [Template Expressions]: \UNNNNNNNN Unicode character from supplementary planes (NNNNNNNN is eight hexadecimal digits)
# expect: "😀"
example = "\U0001F600"
