b = {
  name "web"
}
