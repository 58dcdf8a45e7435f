:
[*]
a = 1	(

// d

"%{if x}y%{endif}"<=
  xb = [1, 2]==

true  .
/* c */
  if <=

for ||
.*
x
  =>
...
  "${  <<
  