variable "redis_version" {
  type    = string
  default = "7.2"
}

variable "max_memory_mb" {
  type    = number
  default = 256
}

variable "datacenters" {
  type    = list(string)
  default = ["dc1"]
}

locals {
  # Leave headroom for Redis overhead.
  container_memory = var.max_memory_mb + floor(var.max_memory_mb * 0.25)
  image            = "redis:${var.redis_version}-alpine"
}

job "redis-cache" {
  datacenters = var.datacenters
  type        = "service"

  group "cache" {
    count = 1

    network {
      port "db" {
        to = 6379
      }
    }

    volume "redis-data" {
      type      = "host"
      source    = "redis-data"
      read_only = false
    }

    service {
      name = "redis-cache"
      port = "db"
      tags = ["cache", "redis-${var.redis_version}"]

      check {
        name     = "redis-tcp"
        type     = "tcp"
        interval = "10s"
        timeout  = "2s"
      }
    }

    task "redis" {
      driver = "docker"

      volume_mount {
        volume      = "redis-data"
        destination = "/data"
      }

      config {
        image   = local.image
        ports   = ["db"]
        command = "redis-server"
        args    = ["/local/redis.conf"]
      }

      template {
        destination   = "local/redis.conf"
        change_mode   = "signal"
        change_signal = "SIGHUP"
        data          = <<-EOF
          bind 0.0.0.0
          port 6379
          maxmemory ${var.max_memory_mb}mb
          maxmemory-policy allkeys-lru
          appendonly yes
          dir /data
        EOF
      }

      resources {
        cpu    = 300
        memory = local.container_memory
      }
    }
  }
}
