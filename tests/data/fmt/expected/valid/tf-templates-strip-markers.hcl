# Rendering small config snippets inline. Strip markers (~) keep the
# generated output free of blank lines.

variable "upstreams" {
  default = {
    api    = ["10.0.1.10:8080", "10.0.1.11:8080"]
    static = ["10.0.2.10:80"]
  }
}

variable "server_names" {
  default = ["example.com", "www.example.com"]
}

variable "enable_gzip" {
  default = true
}

variable "tls" {
  default = null
}

locals {
  server_line     = "server_name ${join(" ", var.server_names)};"
  tight           = "[${~" padded "~}]"
  strip_left      = "a   ${~"b"}   c"
  strip_right     = "a   ${"b"~}   c"
  inline_if       = "gzip %{if var.enable_gzip}on%{else}off%{endif};"
  inline_if_strip = "x %{~if var.enable_gzip~} y %{~else~} z %{~endif~} w"
  inline_for      = "%{for n in var.server_names}${n},%{endfor}"
  inline_kv       = "%{for k, v in var.upstreams}${k}=${length(v)};%{endfor}"
  nested          = "Hosts: ${join(", ", [for n in var.server_names : "<${upper(n)}>"])}"
  deep_nested     = "${"${"${var.enable_gzip}"}"}"
  escaped         = "literal $${not_interpolated} and %%{not_a_directive}"
  dollar_only     = "costs $5 and 100% sure"

  nginx_conf = <<-NGINX
    %{~for name, addrs in var.upstreams~}
    upstream ${name} {
      %{~for a in addrs~}
      server ${a} max_fails=3 fail_timeout=30s;
      %{~endfor~}
    }
    %{~endfor~}

    server {
      listen 80;
      ${local.server_line}
      %{~if var.tls != null~}
      listen 443 ssl http2;
      ssl_certificate     ${var.tls.cert_path};
      ssl_certificate_key ${var.tls.key_path};
      %{~endif~}
      gzip ${var.enable_gzip ? "on" : "off"};

      location /api/ {
        proxy_pass http://api;
        proxy_set_header Host $host;
        proxy_set_header X-Real-IP $remote_addr;
      }

      location / {
        proxy_pass http://static;
      }
    }
  NGINX
}

resource "local_file" "nginx" {
  filename = "${path.module}/out/nginx.conf"
  content  = local.nginx_conf
}

output "preview" {
  value = [local.tight, local.strip_left, local.strip_right, local.inline_if]
}
