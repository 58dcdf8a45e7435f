/* settings */
timeout = "30s"
retries = 5
x { a = 1, b = 2 }
