x = [for v in l : # in for
 v]
