b = $x
