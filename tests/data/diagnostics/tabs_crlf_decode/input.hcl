v = 1
	bogus	= 2 # é
w = 3
