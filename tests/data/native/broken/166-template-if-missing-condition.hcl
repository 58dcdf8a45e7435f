/* settings */
timeout = "30s"
retries = 5
b = "%{ if }a%{ endif }"
