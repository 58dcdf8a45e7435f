# Hand-written configuration
enabled = true
resource 'x' {
}
