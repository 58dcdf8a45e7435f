svc "a" {}
