x = 1
y = "#" /* after */
z = {
  "k#" = "v//" # in
}
