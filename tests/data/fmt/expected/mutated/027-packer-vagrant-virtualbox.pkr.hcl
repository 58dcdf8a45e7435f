# Vagrant box build for local development.
# Stored with CRLF endings because it is maintained on Windows hosts.


variable "box_version"
{

  default = "2024.1.0"
}

variable "memory" {
  default = 4096
/* b */ }

source "virtualbox-iso" "debian" {
  guest_os_type = "Debian_64"
  iso_url

  = "https://cdimage.debian.org/debian-cd/current/amd64/iso-cd/debian-12.4.0-amd64-netinst.iso"
  iso_checksum = // x
  "sha256:64d727dd5785ae5fcfd3ae8ffbede5f40cca96f1580aaa2820e8b99dae989d94"
  ssh_username // x
  =
  "vagrant"

  ssh_password             = "vagrant"
  ssh_wait_timeout /* b */ = "1800s"
  /* b */ shutdown_command
  = "echo 'vagrant' | sudo -S shutdown -P now"


  guest_additions_mode         = "upload"
  http_directory               = "http" /* b */
  disk_size /* b */            = 65536
  hard_drive_interface /* b */ = # c
  "sata"                         // x

  headless = // x
  true
  # c

  vboxmanage = [
    [
      "modifyvm" # c
      , "{{.Name}}"
      , "--memory", "${

      var.memory}"

    ],


    [/* b */ "modifyvm" # c
      , "{{.Name}}" /* b */,

    "--cpus", "2"]
    ,
    ["modifyvm", /* b */ "{{.Name}}" # c
      , "--nat-localhostreachable1",

    "on"] // x
    ,
  ]

  boot_command = [ # c

    "<esc><wait>",
    "auto preseed/url=http://{{ .HTTPIP }}:{{ .HTTPPort }}/preseed.cfg " // x
    ,
    "debian-installer=en_US.UTF-8 locale=en_US.UTF-8 " // x
    ,


    "netcfg/get_hostname=debian12 netcfg/get_domain=local ",
    "<enter>", // x


  ]
/* b */ }

build {


  sources = [
  "source.virtualbox-iso.debian"]


  provisioner # c
  "shell" {
    # c
    execute_command

    = "echo 'vagrant' | {{ .Vars }} sudo -S -E bash '{{ .Path }}'"
    scripts /* b */ = [
      // x
      "scripts/vagrant-user.sh",
      "scripts/guest-additions.sh",
      "scripts/cleanup.sh",


    ]

  }

  // x
  post-processor
  "vagrant" {



    output = "builds/debian12-${var
      . # c
      box_version

    }.box"




    compression_level = 9 # c

    vagrantfile_template = "Vagrantfile.tpl"

  }


  // x
}
