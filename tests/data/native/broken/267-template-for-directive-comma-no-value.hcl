# for directive with a comma and no value name
a = "%{ for k, 2 in xs }x%{ endfor }"
