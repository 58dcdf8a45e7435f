x {
  name "web"
}
