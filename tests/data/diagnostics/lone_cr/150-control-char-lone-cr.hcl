/* settings */
timeout = "30s"
retries = 5
a = 1b = 2
