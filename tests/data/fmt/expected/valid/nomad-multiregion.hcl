job "payments" {
  type = "service"

  multiregion {
    strategy {
      max_parallel = 1
      on_failure   = "fail_all"
    }

    region "west" {
      count       = 2
      datacenters = ["west-1", "west-2"]
      meta {
        region_tier = "primary"
      }
    }

    region "east" {
      count       = 1
      datacenters = ["east-1"]
    }

    region "apac" {}
  }

  update {
    max_parallel      = 1
    min_healthy_time  = "10s"
    healthy_deadline  = "2m"
    progress_deadline = "3m"
    auto_revert       = true
    auto_promote      = true
    canary            = 1
    stagger           = "30s"
  }

  group "payments" {
    count = 0

    network {
      port "grpc" {
        to = 50051
      }
    }

    service {
      name = "payments"
      port = "grpc"
      tags = ["grpc", "${node.region}"]

      check {
        type         = "grpc"
        interval     = "5s"
        timeout      = "1s"
        grpc_service = "payments.v1.Health"
        grpc_use_tls = true
      }
    }

    task "payments" {
      driver = "docker"

      config {
        image = "acme/payments:5.0.3"
        ports = ["grpc"]
      }

      env {
        REGION     = "${node.region}"
        DATACENTER = "${node.datacenter}"
      }

      resources {
        cpu    = 800
        memory = 1024
      }
    }
  }
}
