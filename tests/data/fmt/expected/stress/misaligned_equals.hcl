a        = 1
bb       = 2
ccc      = 3
dddddddd = "four"

short            = 1
much_longer_name = 2
mid_name         = 3
resource "aws_instance" "web" {
  ami           = "ami-123"
  instance_type = "t3.micro"
  tags = {
    Name         = "web"
    Environment  = "prod"
    "quoted key" = 1
  }
  count      = 2    # how many
  monitoring = true // enabled
}
x   = 1
y.z = 2
= 3
w == 4
long_name_first = {
}
n = 5
