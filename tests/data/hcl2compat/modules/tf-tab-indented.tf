resource "aws_instance" "tabs" {
	ami           = "ami-123"
	instance_type = "t3.micro"

	tags = {
		Name = "tabs"
		Team = "ops"
	}

	ebs_block_device {
		device_name = "/dev/sdb"
		volume_size = 100
	}
}
