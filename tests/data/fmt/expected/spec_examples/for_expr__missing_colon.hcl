# spec [For Expressions]: forIntro = "for" Identifier ("," Identifier)? "in" Expression ":";
# expect-error: parse error: the introduction ends with a colon
example = [for v in list v]
