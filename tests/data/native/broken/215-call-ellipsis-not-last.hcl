settings {
  b = f(xs..., 1)
}
