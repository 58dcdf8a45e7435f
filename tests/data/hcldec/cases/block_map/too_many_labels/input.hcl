svc "web" "extra" {
  port = 80
}
