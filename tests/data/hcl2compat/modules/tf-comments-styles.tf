# Hash comment at the top
// Slash comment
/* Block comment
   spanning lines */

variable "region" { default = "us-east-1" } # one-line block

variable "zones" {
  # inside a block
  type    = list(string) // trailing
  default = [
    "us-east-1a", # first
    "us-east-1b", /* second */
    "us-east-1c",
  ]
}

locals {
  /* leading */ answer = 42
  map_with_colons = {
    a : 1,
    b : "two",
    "c" : true,
  }
  legacy_index = var.list.0
  legacy_attr  = aws_instance.web.0.id
  full_splat   = aws_instance.web[*].network_interface[0].id
  attr_splat   = aws_instance.web.*.private_ip
  keyed        = var.map["key with spaces"]
  nested_index = var.matrix[1][2]
  computed_idx = var.list[length(var.list) - 1]
  paren_key    = { (var.key_name) = "value" }
  number_keys  = { 1 = "one", 2 = "two" }
}

resource "null_resource" "noop" {}

resource "null_resource" "triggers" {
  triggers = {
    always = timestamp()
  }

  provisioner "local-exec" {
    command     = "echo ${self.id} > id.txt"
    interpreter = ["/bin/bash", "-c"]
    working_dir = path.module
    environment = {
      FOO = "bar"
    }
  }

  provisioner "local-exec" {
    when    = destroy
    command = "rm -f id.txt"
  }
}
