svc {
}
