/* settings */
timeout = "30s"
retries = 5
b = [for in xs: 1]
