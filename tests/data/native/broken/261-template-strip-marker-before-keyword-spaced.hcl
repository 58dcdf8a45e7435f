/* settings */
timeout = "30s"
retries = 5
b = "%{ ~if x }y%{ endif }"
