c {
  d = inner1
}
c {
  d = inner2.x
}
