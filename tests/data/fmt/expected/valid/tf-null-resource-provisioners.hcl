resource "random_id" "suffix" {
  byte_length = 4

  keepers = {
    ami_id = var.ami_id
  }
}

resource "null_resource" "bootstrap" {
  triggers = {
    instance_ids = join(",", aws_instance.cluster[*].id)
    script_hash  = filemd5("${path.module}/scripts/bootstrap.sh")
    always       = timestamp()
  }

  connection {
    type        = "ssh"
    host        = aws_instance.cluster[0].public_ip
    user        = "ec2-user"
    private_key = file(pathexpand("~/.ssh/deploy.pem"))
    timeout     = "2m"
  }

  provisioner "file" {
    source      = "${path.module}/scripts/bootstrap.sh"
    destination = "/tmp/bootstrap.sh"
  }

  provisioner "remote-exec" {
    inline = [
      "chmod +x /tmp/bootstrap.sh",
      "sudo /tmp/bootstrap.sh --cluster-size=${length(aws_instance.cluster)}",
      "printf 'done\\n' > /tmp/bootstrap.status",
    ]
  }

  provisioner "local-exec" {
    command     = "echo \"Bootstrapped $INSTANCES\" >> bootstrap.log\necho \"\\tfinished\" >> bootstrap.log"
    interpreter = ["/bin/bash", "-c"]
    environment = {
      INSTANCES = join(" ", aws_instance.cluster[*].id)
      SUFFIX    = random_id.suffix.hex
    }
  }

  provisioner "local-exec" {
    when       = destroy
    command    = "echo 'tearing down' && rm -f bootstrap.log"
    on_failure = continue
  }
}

resource "null_resource" "windows_hint" {
  provisioner "local-exec" {
    command     = "Write-Host \"Path: C:\\Users\\deploy\\logs\"\r\nWrite-Host `t done"
    interpreter = ["PowerShell", "-Command"]
  }
}

resource "terraform_data" "replacement" {
  input = var.revision

  provisioner "local-exec" {
    command = <<-CMD
      set -e
      echo "revision=${self.input}"
      curl -fsS -X POST \
        -H 'Content-Type: application/json' \
        -d '{"text": "deployed ${self.input}"}' \
        "$SLACK_WEBHOOK"
    CMD
  }
}

variable "revision" {
  type = string
}

variable "ami_id" {
  type = string
}
