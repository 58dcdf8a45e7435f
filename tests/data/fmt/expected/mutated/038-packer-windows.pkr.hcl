# c
variable "admin_password" {
  type      = /* b */ string
  sensitive = true
}

variable "windows_version" {
  // x
  default = "2022"
}

source "amazon-ebs" "windows" {
  ami_name = "acme-windows-${var.windows_version
  }-{{timestamp}}"
  instance_type = "m6i.large"
  // x
  region         = "us-east-1"
  communicator   = "winrm"
  winrm_username = "Administrator"
  winrm_password = var./* b */ admin_password
  winrm_use_ssl  = true
  winrm_insecure = # c
  true
  winrm_timeout # c
  = "30m"

  source_ami_filter {

    filters = {
      name = "Windows_Server-${var.windows_version}-English-Full-Base-*"
    }
    owners
    = ["amazon"]
    most_recent = true # c

  }

  user_data = <<-EOF
    <powershell>
    net user Administrator "${var.admin_password}"
    winrm quickconfig -q
    winrm set winrm/config/service/auth '@{Basic="true"}'
    winrm set winrm/config/service '@{AllowUnencrypted="false"}'
    $cert = New-SelfSignedCertificate -DnsName $env:COMPUTERNAME -CertStoreLocation Cert:\LocalMachine\My
    New-Item -Path WSMan:\localhost\Listener -Transport HTTPS -Address * -CertificateThumbPrint $cert.Thumbprint -Force
    </powershell>
  EOF

}

build {
  sources = ["source.amazon-ebs.windows"]

  provisioner "powershell" {
    inline = [
      "Set-ExecutionPolicy Bypass -Scope Process -Force",
      "[System.Net.ServicePointManager]::SecurityProtocol = 3072",
      "iex ((New-Object System.Net.WebClient).DownloadString('https://community.chocolatey.org/install.ps1'))",
      // x
      "choco install -y git 7zip notepadplusplus",
      "New-Item -ItemType Directory -Force -Path \"C:\\Program Files\\Acme\\Agent\"",
      "Copy-Item -Path C:\\Windows\\Temp\\agent.exe -Destination \"C:\\Program Files\\Acme\\Agent\\\"",
    ]
  }

  provisioner "file" {
    source =

    "files/agent.conf"
    destination = "C:\\ProgramData\\Acme\\agent.conf"
  }

  /* b */ provisioner // x
  "windows-update" {  // x

    search_criteria = "IsInstalled=0"
    filters = [
      "exclude:$_.Title -like '*Preview*'",
      "include:$true",
    ]

    update_limit =
    25
  }

  provisioner "windows-restart" {

    restart_timeout = "15m" # c

    restart_check_command = "powershell -command \"& {Write-Output 'restarted.'}\""
  }


  provisioner "powershell" {
    script                    = "scripts\\sysprep.ps1"
    elevated_user             = "Administrator"
    /* b */ elevated_password = /* b */ var.admin_password
  }
} /* b */
