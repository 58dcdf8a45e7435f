/* settings */
timeout = "30s"
retries = 5
resource "aws_instance" "web-${count}" {
  a = 1
}
