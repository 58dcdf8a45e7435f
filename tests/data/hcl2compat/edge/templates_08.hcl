x = "tab\there \"q\""
