/*
  Rendered configuration files for the log shipper.
  This file uses CRLF line endings throughout, including inside
  heredocs and block comments.
*/



variable /* b */ "inputs" {
  // x
  default = {
    syslog = { # c
      path     // x
      = "/var/log/syslog",
    multiline /* b */ = false }

    app = { /* b */ path = "/var/log/app/*.log" # c
    , multiline = true /* b */ }

  } // x

} // x

/* b */
variable /* b */ "outputs" {
  default = ["logs-1.internal:5044", "logs-2.internal:5044"]


}

variable "debug" # c
{


  default = false


}

locals {
  filebeat_yaml = <<-YAML
    filebeat.inputs:
    %{~ # c
  for name                                             // x
  , cfg in var.inputs}
      - type: filestream
        id: ${
  name}
        paths: ["${cfg.path}"]
        %{~if cfg.multiline}
        parsers:
          - multiline:
              type: pattern
              pattern: '^\d{4}-\d{2}-\d{2}'
              negate: true
              match: after
        %{~endif}
    %{~endfor}
    output.logstash:
      hosts: [%{for // x
  i, h /* b */ in                                                                                                                                                                                                                                                                                                   // x
  var                                                                                                                                                                                                                                                                                                               // x
  .outputs}${i >
  0 ? ", " # c
  :        // x
  ""}"${   # c
  h}"%{endfor}]
    logging.level: ${var
  .

  debug

  ? "debug" : "info"
  }
  YAML # c



  banner
  = "Log shipper\r\nmanaged by Terraform\r\n" # c

}

  resource
  "local_file" "filebeat" /* b */ {

filename

= "${path
  .module}/out/filebeat.yml"
	content         = local.filebeat_yaml
 # c
file_permission = "0644" # c

}

 resource// x
"local_file" "banner"	{ /* b */ 
  filename = "${
  path

  . # c
module}/out/banner.txt"
  
  content  = local
  .
  banner
} # c

 # c

output "input_names" {// x

// x
value =// x
keys(
var.// x
inputs)

// sorted lexically
 # c
}
