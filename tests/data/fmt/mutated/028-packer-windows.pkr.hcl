variable "admin_password"	{	
  type

= string
  sensitive = true

  }
  


variable "windows_version"
  {

default
  =  "2022"


}
  

	source	"amazon-ebs" "windows" {
  ami_name
  =
"acme-windows-${
  var.windows_version	}-{{timestamp}}"


instance_type  =
  "m6i.large"


  region

= "us-east-1" /* b */ 
	communicator
  =
  "winrm" # c

  winrm_username /* b */ = "Administrator"	
 /* b */ winrm_password  =var. # c
admin_password
  winrm_use_ssl /* b */ =true 
  winrm_insecure

=// x
true




winrm_timeout # c
=	"30m"

  source_ami_filter /* b */ { # c

	filters = {
      name /* b */ = "Windows_Server-${
var.windows_version}-English-Full-Base-*"

  }
    owners	=  [ "amazon"

]
    most_recent
= # c
true
  }
 /* b */ 
 user_data =<<-EOF
    <powershell>
    net user Administrator "${var
.
  admin_password # c
}"
    winrm quickconfig -q
    winrm set winrm/config/service/auth '@{Basic="true"}'
    winrm set winrm/config/service '@{AllowUnencrypted="false"}'
    $cert = New-SelfSignedCertificate -DnsName $env:COMPUTERNAME -CertStoreLocation Cert:\LocalMachine\My
    New-Item -Path WSMan:\localhost\Listener -Transport HTTPS -Address * -CertificateThumbPrint $cert.Thumbprint -Force
    </powershell>
  EOF
}


build {
  
  sources  = # c
["source.amazon-ebs.windows" # c
]
 # c



provisioner "powershell" {


inline =// x
[ /* b */ 
 /* b */ "Set-ExecutionPolicy Bypass -Scope Process -Force",

  "[System.Net.ServicePointManager]::SecurityProtocol = 3072",// x

	"iex ((New-Object System.Net.WebClient).DownloadString('https://community.chocolatey.org/install.ps1'))",


 "choco install -y git 7zip notepadplusplus",	
 # c
"New-Item -ItemType Directory -Force -Path \"C:\\Program Files\\Acme\\Agent\"",  
 # c
"Copy-Item -Path C:\\Windows\\Temp\\agent.exe -Destination \"C:\\Program Files\\Acme\\Agent\\\""	,
    ]	
	}
// x

  provisioner "file"  {	


source  = "files/agent.conf"
    destination =	"C:\\ProgramData\\Acme\\agent.conf"  

  } 

 /* b */ provisioner "windows-update" {  

search_criteria
= "IsInstalled=0"
    filters /* b */ =
  [
 "exclude:$_.Title -like '*Preview*'", 
      "include:$true"	, # c

// x
]
    update_limit  = 25
  }


 /* b */ provisioner /* b */ "windows-restart"

{
	restart_timeout ="15m"
restart_check_command =
  "powershell -command \"& {Write-Output 'restarted.'}\""
}

  provisioner	"powershell" /* b */ { 
  script = "scripts\\sysprep.ps1"


elevated_user= "Administrator"
    elevated_password// x
= var.admin_password
  }

} /* b */ 
