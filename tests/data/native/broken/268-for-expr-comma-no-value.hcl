# for expression with a comma and no value name
a = [for k, 2 in xs: k]
