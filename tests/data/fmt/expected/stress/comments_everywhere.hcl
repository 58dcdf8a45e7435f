# leading comment
// another style
/* block comment */
/* multi
   line
     block */

a                     = 1 # trailing hash
bbb                   = 2 // trailing slashes
cc                    = 3 /* trailing block */
d /* before equals */ = 4
e                     = /* after equals */ 5

block "x" { # on the brace line
  # inside, first
  attr         = 1  # one
  another_attr = 22 # two
  # between
  x = [ # open
    1,  # first
    22, # second
    /* third */ 3,
  ] # close
}   # after block

list = [1, /* inline */ 2, 3]
call = f(/* arg */ x, y /* after */)
obj = {
  k          = "v"            # c1
  longer_key = "longer value" # c2
}
#no space
//no space
# indented comment
# tabbed comment
z = 1 # trailing spaces after comment   
