/*
  Rendered configuration files for the log shipper.
  This file uses CRLF line endings throughout, including inside
  heredocs and block comments.
*/

variable "inputs" {
  default = {
    syslog = { path = "/var/log/syslog", multiline = false }
    app    = { path = "/var/log/app/*.log", multiline = true }
  }
}

variable "outputs" {
  default = ["logs-1.internal:5044", "logs-2.internal:5044"]
}

variable "debug" {
  default = false
}

locals {
  filebeat_yaml = <<-YAML
    filebeat.inputs:
    %{~for name, cfg in var.inputs}
      - type: filestream
        id: ${name}
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
      hosts: [%{for i, h in var.outputs}${i > 0 ? ", " : ""}"${h}"%{endfor}]
    logging.level: ${var.debug ? "debug" : "info"}
  YAML

  banner = "Log shipper\r\nmanaged by Terraform\r\n"
}

resource "local_file" "filebeat" {
  filename        = "${path.module}/out/filebeat.yml"
  content         = local.filebeat_yaml
  file_permission = "0644"
}

resource "local_file" "banner" {
  filename = "${path.module}/out/banner.txt"
  content  = local.banner
}

output "input_names" {
  value = keys(var.inputs) // sorted lexically
}
