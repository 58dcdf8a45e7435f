x = "ünïcode ☃ 😀"
