# Vagrant box build for local development.
# Stored with CRLF endings because it is maintained on Windows hosts.


variable "box_version"

{
  default = "2024.1.0"
}

variable # c
"memory" {
  default = /* b */ 4096
}


# c
source
"virtualbox-iso" // x
"debian" {

  guest_os_type /* b */ = "Debian_64"
  iso_url               = /* b */ "https://cdimage.debian.org/debian-cd/current/amd64/iso-cd/debian-12.4.0-amd64-netinst.iso" /* b */
  iso_checksum          =
  "sha256:64d727dd5785ae5fcfd3ae8ffbede5f40cca96f1580aaa2820e8b99dae989d94"

  ssh_username # c
  = "vagrant"
  ssh_password     = "vagrant"
  ssh_wait_timeout = "1800s" // x

  # c
  shutdown_command = # c
  "echo 'vagrant' | sudo -S shutdown -P now"
  guest_additions_mode

  = "upload"
  http_directory
  = "http" /* b */
  /* b */ disk_size = 65536 // x

  hard_drive_interface
  = "sata"
  // x
  headless

  = true /* b */



  vboxmanage =

  [
    // x
    ["modifyvm",                               // x
      "{{.Name}}", "--memory", "${var /* b */. // x
    memory}"],
    /* b */ ["modifyvm", "{{.Name}}" # c
      ,
    "--cpus", "2"],

    # c
    [

    "modifyvm", "{{.Name}}", "--nat-localhostreachable1", "on"] # c
    ,

  ]

  boot_command = [

    "<esc><wait>",
    // x
    "auto preseed/url=http://{{ .HTTPIP }}:{{ .HTTPPort }}/preseed.cfg ", # c

    "debian-installer=en_US.UTF-8 locale=en_US.UTF-8 ", /* b */
    "netcfg/get_hostname=debian12 netcfg/get_domain=local ",


    "<enter>" /* b */,

  ]
}

build {
  sources = // x
  ["source.virtualbox-iso.debian"] /* b */

  provisioner "shell" {
    execute_command # c
    =               // x
    "echo 'vagrant' | {{ .Vars }} sudo -S -E bash '{{ .Path }}'"
    scripts // x
    =       # c
    [
      "scripts/vagrant-user.sh" // x
      ,


      "scripts/guest-additions.sh", /* b */
      "scripts/cleanup.sh",
    ]
  } /* b */

  post-processor "vagrant" {
    output

    = "builds/debian12-${var.
    box_version}.box"

    compression_level = // x
    9
    /* b */ vagrantfile_template // x
    = "Vagrantfile.tpl"
    // x
  }

} // x

