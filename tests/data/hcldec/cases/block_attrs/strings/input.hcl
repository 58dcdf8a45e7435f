tags {
  env = "prod"
  team = "core"
}
