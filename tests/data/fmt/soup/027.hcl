trueifb = [1, 2]  "é"
  +  