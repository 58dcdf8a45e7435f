m "one" {
  v = [alpha, beta[0]]
}
