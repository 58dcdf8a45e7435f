x = "a\\nb"
