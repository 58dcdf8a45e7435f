/* settings */
timeout = "30s"
retries = 5
b = [for x in xs x]
