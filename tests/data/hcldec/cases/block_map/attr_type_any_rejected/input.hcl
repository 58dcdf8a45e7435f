svc "a" {
  v = 1
}
svc "b" {
  v = "s"
}
