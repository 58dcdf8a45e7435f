# for directive whose variable name is not an identifier
a = "%{ for 1 in xs }x%{ endfor }"
