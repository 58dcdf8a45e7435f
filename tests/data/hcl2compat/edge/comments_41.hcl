# top comment
// slash
/* block
   comment */
a = 1 # after
