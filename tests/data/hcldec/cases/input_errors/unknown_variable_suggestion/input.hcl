name = nme
