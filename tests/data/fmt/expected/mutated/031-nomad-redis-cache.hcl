variable # c
"redis_version" {



  type    = string
  default = "7.2"
}

variable "max_memory_mb" {
  type = number // x

  default = 256
}


variable "datacenters" {
  type            = list(string)
  default /* b */ = ["dc1"]
}


locals { // x

  # c
  # Leave headroom for Redis overhead.
  container_memory = var.max_memory_mb + floor(var.max_memory_mb
  * 0.25)
  image = "redis:${var.redis_version
  }-alpine"

}

job "redis-cache" {

  datacenters = var.datacenters
  type        = "service"

  group "cache" {
    count

    = 1

    network {
      port "db" { # c

        to = # c
        6379


      }
    }

    volume "redis-data" { # c

      type           = "host"
      /* b */ source = "redis-data"

      read_only = // x
      false

    }

    service /* b */ {
      name = "redis-cache"
      port = "db"

      tags = ["cache", "redis-${
      var.redis_version}"]


      check { # c



        name     = "redis-tcp"
        type     = "tcp"
        interval = "10s"
        timeout  = "2s"
      }
    }

    task "redis" {
      driver = "docker"


      # c
      volume_mount {
        volume =
        "redis-data"


        destination = "/data"
      }


      config {
        image = local.image
        ports = [ // x
        "db"]
        command = "redis-server"
        args    = ["/local/redis.conf"]
      }

      template {
        destination
        = "local/redis.conf"

        change_mode // x
        =
        "signal"
        change_signal = "SIGHUP" // x

        data = <<-EOF
          bind 0.0.0.0
          port 6379
          maxmemory ${var.max_memory_mb # c
      }mb
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
