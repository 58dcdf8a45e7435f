naem = "x"
