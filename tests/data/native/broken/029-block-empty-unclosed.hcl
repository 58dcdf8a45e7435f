a = 1
empty {
