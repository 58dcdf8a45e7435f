a = 1
1abc = 2
