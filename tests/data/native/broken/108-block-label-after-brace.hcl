settings {
  x { "label"
  }
}
