# spec [Blocks]: Blocks create a structural hierarchy which can be interpreted by the calling application.
outer "a" {
  middle {
    inner "b" "c" {
      leaf = 1
    }
  }
  middle {
  }
}
