a = "one"
