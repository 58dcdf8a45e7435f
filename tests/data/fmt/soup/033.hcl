null
abc-d.

"%{if x}y%{endif}"
"s"
]
  1	&&