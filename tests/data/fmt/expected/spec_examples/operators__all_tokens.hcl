# spec [Operators and Delimiters]: The following character sequences represent operators, delimiters, and other special tokens:
arithmetic = a + b - c * d / e % f
logic      = a && b || !c
compare    = [a == b, a != b, a < b, a > b, a <= b, a >= b]
cond       = a ? b : c
brackets   = { k = [f(a, b...)], (k2) : c }
for_expr   = { for k, v in m : k => v... if v }
templates  = "${a}%{if b}c%{endif}"
traversal  = a.b[0].*.c
