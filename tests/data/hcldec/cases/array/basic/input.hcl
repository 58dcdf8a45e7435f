first = "a"
second = "2"
