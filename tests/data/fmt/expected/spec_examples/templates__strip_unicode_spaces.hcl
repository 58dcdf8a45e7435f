# spec [Template Literals]: When a strip marker is present, any spaces adjacent to it in the corresponding string literal (if any) are removed before producing the final value. Space characters are interpreted as per Unicode's definition.
# expect: "axb"
# note: the literals hold U+00A0 NO-BREAK SPACE and U+2003 EM SPACE beside plain spaces
example = "a   ${~"x"~}   b"
