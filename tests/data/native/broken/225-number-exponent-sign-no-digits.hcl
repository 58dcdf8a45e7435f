/* settings */
timeout = "30s"
retries = 5
b = 2E+
