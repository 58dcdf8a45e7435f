packer {
  required_plugins {


    googlecompute = {

      source  = "github.com/hashicorp/googlecompute"
      version = "~> 1.1" /* b */
    }
  }
}

variable "project_id"

{
  type = string /* b */
}

variable "zone" # c
{
  default = "europe-west4-a"
}


variable "image_family" {
  default = "acme-cos-hardened"
/* b */ }
// x

source "googlecompute" "hardened" {
  project_id          = var.project_id
  zone                = var /* b */.zone
  source_image_family = "debian-12"
  image_name = "${var.image_family}-${
  formatdate("YYYYMMDDhhmmss", timestamp())}"
  image_family      = var.image_family
  image_description = "Debian 12 with CIS hardening applied\u2122" // x

  ssh_username = "packer"
  machine_type = "e2-standard-2"
  disk_size    = 20


  disk_type    = "pd-ssd"
  use_os_login = true
  tags         = ["packer", "ssh"]

  image_labels = {

    os = "debian-12"

    builder = "packer"
    cis     = "level-1"

  /* b */ }

  metadata = {
    enable-oslogin         = "TRUE"
    block-project-ssh-keys = "true"
  }

  shielded_instance_config {
    enable_secure_boot // x
    = true
    enable_vtpm                 = true
    enable_integrity_monitoring = true
  }

}



build
{
  sources = ["source.googlecompute.hardened"]


  provisioner "shell" {


    inline
    = ["sudo apt-get update", "sudo apt-get install -y auditd aide"]
  }
  # c

  provisioner "ansible" { /* b */
    playbook_file
    = "ansible/cis.yml"

    ansible_env_vars = [
      "ANSIBLE_HOST_KEY_CHECKING=False",
      "ANSIBLE_SSH_ARGS='-o ForwardAgent=yes -o ControlMaster=auto -o ControlPersist=60s'",
    ] // x

  }

  post-processor "manifest" {
  }
}