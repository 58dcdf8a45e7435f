# spec [Template Literals]: The interpolation and directive introductions are escaped by doubling their leading characters.
# expect: "100% $5 $$ %%"
# note: only ${ and %{ introduce sequences, so $ and % elsewhere need no escape
example = "100% $5 $$ %%"
