arith = 2 * (3 + 4) - 1
tmpl = "a-${1 + 1}-%{ if true }yes%{ endif }"
cond = 1 > 2 ? "big" : "small"
fors = {for k, v in {a = 1, b = 2} : k => v * 10 if v > 1}
splat = [{n = 1}, {n = 2}][*].n
