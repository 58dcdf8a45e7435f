# Hand-written configuration
enabled = true
resource "na€me" {
}
