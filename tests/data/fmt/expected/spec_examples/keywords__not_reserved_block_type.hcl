# spec [Keywords]: Outside of these specific situations, the keywords have no special meaning and are interpreted as regular identifiers.
for "each" {
  if = true
}
