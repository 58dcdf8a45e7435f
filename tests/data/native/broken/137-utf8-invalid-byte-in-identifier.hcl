a = 1
naÿme = 2
