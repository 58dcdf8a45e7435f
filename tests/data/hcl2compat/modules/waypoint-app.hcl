project = "marketing-site"

runner {
  enabled = true

  data_source "git" {
    url  = "https://github.com/acme/marketing-site.git"
    path = ""
  }

  poll {
    enabled  = true
    interval = "24h"
  }
}

app "web" {
  labels = {
    "service" = "web",
    "env"     = "dev"
  }

  build {
    use "docker" {
      buildkit   = true
      dockerfile = "${path.app}/Dockerfile"
      build_args = {
        NODE_ENV = "production"
      }
    }

    registry {
      use "docker" {
        image = "registry.acme.dev/web"
        tag   = gitrefpretty()
      }
    }
  }

  deploy {
    use "kubernetes" {
      probe_path   = "/"
      service_port = 3000
      replicas     = 2
      cpu {
        request = "100m"
        limit   = "500m"
      }
    }
  }

  release {
    use "kubernetes" {
      load_balancer = true
      port          = 80
    }
  }
}
