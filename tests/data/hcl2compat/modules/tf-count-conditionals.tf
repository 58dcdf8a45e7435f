resource "aws_instance" "bastion" {
  count = var.create_bastion ? 1 : 0

  ami                    = data.aws_ami.amazon_linux.id
  instance_type          = "t3.nano"
  subnet_id              = var.public_subnet_ids[0]
  vpc_security_group_ids = [aws_security_group.bastion[0].id]
  key_name               = var.key_name != "" ? var.key_name : null

  root_block_device {
    volume_size = 8
    encrypted   = true
  }

  tags = {
    Name = "bastion"
  }
}

resource "aws_security_group" "bastion" {
  count  = var.create_bastion ? 1 : 0
  name   = "bastion"
  vpc_id = var.vpc_id

  ingress {
    from_port   = 22
    to_port     = 22
    protocol    = "tcp"
    cidr_blocks = var.allowed_ssh_cidrs
  }
}

resource "aws_eip" "bastion" {
  count    = var.create_bastion && var.bastion_public_ip ? 1 : 0
  instance = one(aws_instance.bastion[*].id)
}

output "bastion_ip" {
  value = try(aws_eip.bastion[0].public_ip, aws_instance.bastion[0].private_ip, null)
}

output "bastion_ssh" {
  value = length(aws_instance.bastion) > 0 ? "ssh ec2-user@${aws_instance.bastion[0].public_dns}" : "no bastion"
}
