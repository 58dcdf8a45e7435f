outer "o1" {
  x = 1
}
bogus {
}
outer "o2" {
  bogus {}
}
outer "o3" {bogus = 1}
outer "o4" {
}