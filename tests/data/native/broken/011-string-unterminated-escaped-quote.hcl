/* settings */
timeout = "30s"
retries = 5
msg = "she said \"hi\"
