/* settings */
timeout = "30s"
retries = 5
a = "café"
