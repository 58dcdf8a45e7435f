x = <<-EOT
  a

    b
  EOT
