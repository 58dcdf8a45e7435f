/* settings */
timeout = "30s"
retries = 5
b = "%{ for v in xs }a%{ endfor v }"
