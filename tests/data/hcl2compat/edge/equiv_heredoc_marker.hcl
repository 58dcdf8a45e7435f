x = <<-ÜNI
  a ${b}
  ÜNI
