// x
packer// x
{
  required_plugins { /* b */ 
    googlecompute =
  {// x

  source  = "github.com/hashicorp/googlecompute"

  version=
  "~> 1.1"// x

    }
 /* b */ }
}


variable "project_id"{
	type =// x
string
}
// x



variable "zone"
{
  default # c
="europe-west4-a"
 # c
}

 # c
variable /* b */ "image_family" {
  default = "acme-cos-hardened"


}
// x

source "googlecompute"
"hardened" # c
{ /* b */ 
  project_id = var.project_id

  zone                = var.
  zone  

source_image_family	= /* b */ "debian-12"
 /* b */ image_name = "${// x
var.image_family}-${formatdate("YYYYMMDDhhmmss"	, timestamp(// x
)) }"
  
  image_family// x
= var.  image_family


  image_description   =  "Debian 12 with CIS hardening applied\u2122"
 ssh_username        =	"packer"
  machine_type        = "e2-standard-2"// x

 # c
disk_size           = 20
  disk_type           = /* b */ "pd-ssd"

  use_os_login        = true
 # c
tags                =  ["packer" , "ssh"] 
// x


image_labels =// x
{
    os
  = /* b */ "debian-12"

    builder
= "packer" # c

    cis
  = "level-1"
  }

metadata /* b */ = {
    enable-oslogin=

"TRUE"
    block-project-ssh-keys

= "true" # c

  }





shielded_instance_config
  {  
    enable_secure_boot = true
	enable_vtpm                 = true
    enable_integrity_monitoring = true
  }
}

	build {
// x
sources =	[ "source.googlecompute.hardened"]




 provisioner"shell"{
  


inline = ["sudo apt-get update",  "sudo apt-get install -y auditd aide"// x
]
  }



  provisioner "ansible" {	
// x
playbook_file  =	"ansible/cis.yml"  
    ansible_env_vars =  [
  
"ANSIBLE_HOST_KEY_CHECKING=False",


"ANSIBLE_SSH_ARGS='-o ForwardAgent=yes -o ControlMaster=auto -o ControlPersist=60s'",
    ]
  }	
 # c

 /* b */ post-processor "manifest"{} 


}