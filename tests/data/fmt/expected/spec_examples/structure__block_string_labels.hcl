# spec [Blocks]: Block labels can either be quoted literal strings or naked identifiers.
resource "aws_instance" "web" {
  ami = "ami-123"
}
