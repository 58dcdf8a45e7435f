v = "s"
