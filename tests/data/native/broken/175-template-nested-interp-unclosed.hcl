b = "${ upper("${x") }"
