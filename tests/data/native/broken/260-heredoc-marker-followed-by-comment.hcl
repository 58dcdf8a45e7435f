settings {
  b = <<EOT # comment
  x
  EOT
}
