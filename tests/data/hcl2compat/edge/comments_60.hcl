resource "a#b" "c//d" {
  x = "https://e.com/#f" # real
  y = "/* no */" // yes
}
