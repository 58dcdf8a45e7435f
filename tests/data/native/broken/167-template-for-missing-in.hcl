b = "%{ for v xs }${v}%{ endfor }"
