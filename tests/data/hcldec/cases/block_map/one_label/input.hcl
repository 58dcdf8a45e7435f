svc "web" {
  port = 80
}
svc "db" {
  port = 5432
}
