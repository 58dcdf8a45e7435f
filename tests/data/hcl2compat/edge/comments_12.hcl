b { # after brace
}
