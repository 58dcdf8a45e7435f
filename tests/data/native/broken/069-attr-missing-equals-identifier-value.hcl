a = 1
enabled true
