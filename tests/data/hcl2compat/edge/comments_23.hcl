x = 1
# last no newline
