a = 1
listener 8080 {
}
