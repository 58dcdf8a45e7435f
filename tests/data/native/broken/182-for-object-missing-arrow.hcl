b = {for k, v in m: v}
