v = upper("quiet")
