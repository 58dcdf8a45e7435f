settings {
  ok = 1 < 
}
