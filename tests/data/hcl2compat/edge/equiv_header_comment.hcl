resource /* c */ "a" "b" {
  x = 1
}
