packer {
  required_plugins {
    docker = {
      version = ">= 1.0.8"
      source  = "github.com/hashicorp/docker"
    }
  }
}

variable "base_images" {
  type = map(string)
  default = {
    alpine = "alpine:3.19"
    debian = "debian:bookworm-slim"
  }
}

variable "app_version" {
  default = "1.0.0"
}

variable "registry" {
  default = "ghcr.io/acme"
}

source "docker" "alpine" {
  image  = var.base_images["alpine"]
  commit = true
  changes = [
    "USER app",
    "WORKDIR /app",
    "ENV APP_VERSION=${var.app_version}",
    "EXPOSE 8080",
    "ENTRYPOINT [\"/app/server\"]",
    "CMD [\"--config\", \"/etc/app/config.yaml\"]",
    "LABEL org.opencontainers.image.version=${var.app_version}",
  ]
}

source "docker" "debian" {
  image  = var.base_images.debian
  commit = true
  changes = [
    "ENTRYPOINT [\"/app/server\"]",
  ]
}

build {
  name = "app-images"
  sources = [
    "source.docker.alpine",
    "source.docker.debian",
  ]

  provisioner "shell" {
    only = ["docker.alpine"]
    inline = [
      "apk add --no-cache ca-certificates tzdata",
      "addgroup -S app && adduser -S -G app app",
    ]
  }

  provisioner "shell" {
    except = ["docker.alpine"]
    inline = [
      "apt-get update && apt-get install -y --no-install-recommends ca-certificates",
      "rm -rf /var/lib/apt/lists/*",
      "useradd --system --create-home app",
    ]
  }

  provisioner "file" {
    source      = "dist/server"
    destination = "/app/server"
  }

  post-processors {
    post-processor "docker-tag" {
      repository = "${var.registry}/app-${source.name}"
      tags       = [var.app_version, "latest"]
    }

    post-processor "docker-push" {
      login          = true
      login_server   = split("/", var.registry)[0]
      login_username = "acme-ci"
      login_password = env("GHCR_TOKEN")
    }
  }
}
