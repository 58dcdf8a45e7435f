# Hand-written configuration
enabled = true
b = "%{ while x }a%{ endwhile }"
