a = 1
b {
  x = "b"
}
c {
  x = "c1"
}
c {
  x = "c2"
}
d {
  x = "d"
}
e "one" {
  x = "e1"
}
