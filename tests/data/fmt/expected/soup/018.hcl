1
# c

~}
{ +
  >

  (

    "%{if x}y%{endif}"
    ||  