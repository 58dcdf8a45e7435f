# spec [Template For Directive]: There is no equivalent of the "if" clause on the for expression.
# expect-error: parse error: a for directive has no if clause
example = "%{for v in list if v}${v}%{endfor}"
