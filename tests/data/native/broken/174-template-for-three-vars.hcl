# Hand-written configuration
enabled = true
b = "%{ for a, b, c in xs }x%{ endfor }"
