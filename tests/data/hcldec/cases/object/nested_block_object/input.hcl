name = "x"
address {
  street = "Main"
  zip = "12345"
}
