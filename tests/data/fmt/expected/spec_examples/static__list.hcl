# spec [Static List]: The tuple construction syntax can be interpreted as a static list. All of the expression elements given are returned as the static list elements, with no further interpretation.
example = [a, b.c, "d", f(x)]
