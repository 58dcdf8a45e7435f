b = "%{ if x }yes"
