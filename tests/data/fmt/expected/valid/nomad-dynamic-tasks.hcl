variable "workers" {
  type = map(object({
    queue       = string
    concurrency = number
    memory      = number
  }))
  default = {
    emails     = { queue = "mail", concurrency = 4, memory = 256 }
    thumbnails = { queue = "images", concurrency = 2, memory = 1024 }
    reports    = { queue = "reports", concurrency = 1, memory = 2048 }
  }
}

variable "extra_ports" {
  type    = list(string)
  default = ["debug", "pprof"]
}

job "workers" {
  datacenters = ["dc1"]
  type        = "service"

  group "workers" {
    count = 2

    network {
      dynamic "port" {
        for_each = var.extra_ports
        labels   = [port.value]
        content {}
      }
    }

    dynamic "task" {
      for_each = var.workers
      labels   = ["worker-${task.key}"]

      content {
        driver = "docker"

        config {
          image = "acme/worker:2.3.0"
          args = [
            "--queue=${task.value.queue}",
            "--concurrency=${task.value.concurrency}",
          ]
        }

        env {
          WORKER_NAME = task.key
          GOMAXPROCS  = task.value.concurrency
        }

        resources {
          cpu    = 200 * task.value.concurrency
          memory = task.value.memory
        }
      }
    }

    task "metrics-sidecar" {
      driver = "docker"

      lifecycle {
        hook    = "poststart"
        sidecar = true
      }

      config {
        image = "acme/statsd-exporter:0.26"
      }
    }
  }
}
