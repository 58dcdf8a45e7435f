settings {
  b = a.f(1)
}
