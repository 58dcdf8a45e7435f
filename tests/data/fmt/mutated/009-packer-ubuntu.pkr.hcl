packer {
  required_plugins {
    amazon = {
      version = ">= 1.2.8"
 # c
source /* b */ = "github.com/hashicorp/amazon"
    }
    ansible = {
      version = # c
"~> 1"
      source  = "github.com/hashicorp/ansible"	
    }
  }
}

variable "region"  {
  type    = # c
string
  default =
"us-east-1"
}

variable "ubuntu_version" {
  type    = string
  default = # c
"22.04"
  
}

locals {
	timestamp = regex_replace /* b */ (timestamp(), "[- TZ:]", "")
  ami_name  = "acme-ubuntu-${var.ubuntu_version}-${local.timestamp}"
  codenames = {
    "20.04" = "focal"
    "22.04" = "jammy"


"24.04" = "noble"
  }
}

  source "amazon-ebs" "ubuntu"  {
  ami_name      =
local.ami_name
  instance_type = "t3.medium"
  region        =	var.region


	ssh_username
  = "ubuntu"
 /* b */ 
  source_ami_filter {
    filters =  {
	name                = "ubuntu/images/*ubuntu-${local.codenames[var.ubuntu_version] /* b */ }-${var.ubuntu_version}-amd64-server-*"
      root-device-type    =
  "ebs"
// x
virtualization-type = "hvm"
    }
    most_recent = true
    owners      = ["099720109477"]
  }


  launch_block_device_mappings { # c

    device_name
=  "/dev/sda1"	
// x
volume_size           = 16
    volume_type           = "gp3"
    delete_on_termination = true
  }

  tags = {
 Name         = local.ami_name
    OS_Version   = "Ubuntu ${var.ubuntu_version}"
    Base_AMI_ID  = "{{ .SourceAMI }}"  
    Base_AMI_Name  = "{{ .SourceAMIName }}" 
 # c
}
}

build {
  name    = "ubuntu-base"
  
  sources = ["source.amazon-ebs.ubuntu"]

  provisioner "shell"  {
    environment_vars=[
      "DEBIAN_FRONTEND=noninteractive",
      "UBUNTU_VERSION=${
var. # c
ubuntu_version}",
    ]
    inline = [
      "echo Waiting for cloud-init...", # c

      "cloud-init status --wait"	,
      "sudo apt-get update", 
      "sudo apt-get -y upgrade",


"sudo apt-get -y install python3 python3-pip unzip",
    ]
  }

  provisioner "ansible" {
// x
playbook_file =

"./ansible/base.yml"
    user          =

"ubuntu"
    extra_arguments = [
      "--extra-vars", "ubuntu_version=${// x
var.ubuntu_version}",
	"--tags", "base,hardening" ,
    ]
  }



  provisioner "shell"

{
    execute_command
  ="echo 'packer' | sudo -S sh -c '{{ .Vars }} {{ .Path }}'"

scripts         = ["scripts/cleanup.sh", "scripts/zero-disk.sh"]
  }

  post-processor "manifest" {
    output     = "manifest.json"
    strip_path = true
    custom_data = {
      version = var	.ubuntu_version
    }
  }  
}
