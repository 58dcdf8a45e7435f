/* settings */
timeout = "30s"
retries = 5
b = [1 2 3]
