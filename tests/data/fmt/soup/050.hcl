"s"  =>

// d
 1
  "%{if x}y%{endif}"

"s"

...  >=  "s"]

