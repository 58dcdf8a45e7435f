b = "%{ if x y }a%{ endif }"
