x = <<-UNI
  a ${b}
  UNI
