"s"	:  b = [1, 2]  > ||

"a${b}c"	.  true  "é"	<
  {

for
for
||}	) [
  => for
"é"
!=

!=	