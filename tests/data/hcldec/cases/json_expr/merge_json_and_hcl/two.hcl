b = "from hcl"
c {
  n = 2
}
