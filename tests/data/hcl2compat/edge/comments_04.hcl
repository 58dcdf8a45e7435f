##  double
x = 1
