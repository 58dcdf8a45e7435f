x = "%{ if c ~}\t%{~ else }b%{ endif }"
