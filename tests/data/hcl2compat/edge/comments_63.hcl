b "l" { # open
  c { /* deep */ }
  # end
}
# tail