job "search" {
  datacenters = ["us-east-1a", "us-east-1b", "us-east-1c"]

  spread {
    attribute = "${node.datacenter}"
    weight    = 100

    target "us-east-1a" {
      percent = 34
    }

    target "us-east-1b" {
      percent = 33
    }

    target "us-east-1c" {
      percent = 33
    }
  }

  affinity {
    attribute = "${meta.storage}"
    value     = "nvme"
    weight    = 75
  }

  constraint {
    attribute = "${attr.cpu.numcores}"
    operator  = ">="
    value     = "8"
  }

  constraint {
    attribute = "${meta.rack}"
    operator  = "set_contains_any"
    value     = "r1,r2,r3"
  }

  constraint {
    attribute = "${attr.os.version}"
    operator  = "version"
    value     = ">= 22.04"
  }

  group "opensearch" {
    count = 6

    spread {
      attribute = "${meta.rack}"
    }

    affinity {
      attribute = "${node.class}"
      operator  = "regexp"
      value     = "^storage-(large|xlarge)$"
      weight    = -50
    }

    network {
      port "http" { static = 9200 }
      port "transport" { static = 9300 }
    }

    task "opensearch" {
      driver = "docker"

      config {
        image = "opensearchproject/opensearch:2.11.1"
        ports = ["http", "transport"]
        ulimit {
          nofile  = "65536:65536"
          memlock = "-1:-1"
        }
      }

      env {
        CLUSTER_NAME         = "search"
        OPENSEARCH_JAVA_OPTS = "-Xms4g -Xmx4g"
      }

      resources {
        cpu    = 4000
        memory = 8192
      }
    }
  }
}
