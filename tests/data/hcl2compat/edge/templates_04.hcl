x = "%{for k, v in m}${k}%{endfor}"
