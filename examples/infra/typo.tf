resource "aws_security_group" "web" {
  name = "web"

  ingres {
    from_port = 443
    to_port   = 443
  }
}

resource "aws_instance" "web" {
  count = 1.5
}
