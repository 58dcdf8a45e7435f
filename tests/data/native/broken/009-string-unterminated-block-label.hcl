resource "aws_instance {
}
