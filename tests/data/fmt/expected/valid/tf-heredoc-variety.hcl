# Heredocs with different markers, indentation styles and contents.

variable "app" {
  default = "ledger"
}

variable "replicas" {
  default = 3
}

variable "features" {
  default = ["audit", "export", "sso"]
}

locals {
  plain = <<EOT
No interpolation here.
  Leading spaces are preserved in a plain heredoc.
Backslashes \n are literal too.
EOT

  indented = <<-EOT
    This heredoc is indented in the source,
      and the common leading whitespace is removed,
    but relative indentation is kept.
    EOT

  indented_marker_far = <<-END_OF_TEXT
      Marker is indented differently from the body.
      Application: ${var.app}
  END_OF_TEXT

  with_directives = <<-CONFIG
    [app]
    name = ${var.app}
    replicas = ${var.replicas}
    %{if var.replicas > 1}
    mode = cluster
    %{else}
    mode = standalone
    %{endif}
    [features]
    %{for f in var.features~}
    ${f} = enabled
    %{endfor~}
  CONFIG

  sql = <<SQL
CREATE TABLE IF NOT EXISTS ${var.app}_events (
  id         BIGSERIAL PRIMARY KEY,
  payload    JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
-- literal dollar-brace: $${not_a_var}
-- literal percent-brace: %%{not_a_directive}
SQL

  empty_heredoc = <<EMPTY
EMPTY

  one_line = <<-X
    x
  X

  lowercase_marker = <<eof
lowercase markers work too
eof

  unicode = <<-ÜNICODE
    Grüße aus Köln — 日本語 — 🚀
  ÜNICODE

  nested_template = <<-HTML
    <ul>
    %{~for i, f in var.features}
      <li class="${i % 2 == 0 ? "even" : "odd"}">${title(f)} (${"#${i + 1}"})</li>
    %{~endfor}
    </ul>
  HTML
}

resource "local_file" "config" {
  filename = "${path.module}/out/app.ini"
  content  = local.with_directives
}

resource "local_file" "script" {
  filename = "${path.module}/out/run.sh"
  content = join("\n", [
    <<-A
      #!/bin/sh
      echo start
    A
    ,
    <<-B
      echo ${var.app}
    B
    ,
  ])
}

output "lengths" {
  value = [length(local.plain), length(local.indented), length(local.sql)]
}
