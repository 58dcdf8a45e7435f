x = {for k, v in m : k => v + 1 if v > 0}
