&&	{  "%{if x}y%{endif}"
1

~}
  [	(
