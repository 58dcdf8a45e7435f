resource "a" "b" {
  user_data = <<-EOF
    #!/bin/sh
    echo hi
}
