nme = "x"
