v = "from file"
