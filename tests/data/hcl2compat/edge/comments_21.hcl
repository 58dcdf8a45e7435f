b {
  c {
    # deep
  }
}
