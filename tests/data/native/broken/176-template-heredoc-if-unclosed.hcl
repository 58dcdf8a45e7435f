x {
  b = <<-EOT
    %{ if enabled }
    on
  EOT
}
