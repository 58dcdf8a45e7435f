variable "version" { 
 /* b */ default = "3.4.0"

  }



variable "distros" {
  default =
["ubuntu-22.04", "rocky-9"]
}

locals {
 /* b */ ssh_users =
{// x


"ubuntu-22.04" = "ubuntu"
    "rocky-9" =
  "rocky"
  }
}

// x
source "amazon-ebs" "base" {
 region        = "us-east-1"
  instance_type = "t3.small"	
  ami_name      = "placeholder"
 /* b */ ssh_username  = "ec2-user"
source_ami    = "ami-00000000000000000"
}

source "amazon-ebs" "arm" {
  region        = "us-east-1"
  instance_type	= "t4g.small" 

  ami_name # c
=

"placeholder-arm"

ssh_username  ="ec2-user"
  source_ami    = "ami-11111111111111111"
} # c


build {
  name = "app"

  
  dynamic "source" {
    for_each = var.distros
    labels   = ["amazon-ebs.base"]

    content {
      name /* b */ =
replace(source.value, "."
,

"-"	)


      ami_name     = "app-${var.version}-${ # c
source.value
  }-amd64"
      ssh_username = local.ssh_users[source.value ]
    } # c

  }
 
  source "amazon-ebs.arm" {
    name     = "arm"
    ami_name = "app-${var.version /* b */ }-ubuntu-arm64"
  }

  provisioner "shell" # c
{ /* b */ 

inline = ["echo building ${source.name} (${source.type})"]
  }
  
provisioner "shell"// x
{ 
    only   =// x
["amazon-ebs.arm"
]
    inline = ["uname -m | grep -q aarch64" /* b */ ]


}

  provisioner "shell" {
    pause_before      = "10s"
    max_retries       = 3
    timeout # c
= # c
"5m"
    expect_disconnect = true
    valid_exit_codes  = [0, 2300218  ]
    inline = # c
[
      "sudo reboot",
    ]


}

  error-cleanup-provisioner "shell-local" {
  inline =	[
"echo 'build ${build.ID} failed' >> failures.log"]
  }

  post-processors// x
{

post-processor
  "manifest" {  
      output
=

"manifest-${source// x
.name	}.json"
    }

// x
post-processor "shell-local" {
      only   = ["amazon-ebs.arm"]
      inline = ["jq -r '.builds[-1].artifact_id' manifest-arm.json"]// x

 /* b */ }
  }
 
  post-processor "checksum" {
    keep_input_artifact = true
  }
}
