svc "web" {
  port = 80
}
svc "web" {
  port = 81
}
