job "search" {
  datacenters

  =
  ["us-east-1a", "us-east-1b",
  "us-east-1c"]

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
  /* b */ }

  constraint
  {
    attribute =
    "${meta # c
    .rack}"
    operator // x
    = "set_contains_any" /* b */
    value /* b */ = "r1,r2,r3"
  }

  constraint {
    attribute     = "${attr./* b */ os.version}"
    operator      = "version"
    value /* b */ = ">= 22.04"
  }



  group "opensearch"
  {
    count = 6

    spread {
      attribute = "${meta.rack}"
    }

    affinity {
      attribute =

      "${node.class}"

      operator = "regexp" // x

      value = "^storage-(large|xlarge)$"
      # c
      weight = // x
      -50
    }

    network {
      port "http" // x
      { static = 9200 }
      port "transport" { static = 9300 }
    }

    task
    "opensearch" {
      driver = /* b */ "docker"

      config {
        image # c
        = /* b */ "opensearchproject/opensearch:2.11.1"
        ports = ["http", "transport"
        ]
        ulimit {
          nofile  = "65536:65536"
          memlock = "-1:-1"
        }
      }


      env { /* b */
        CLUSTER_NAME         = "search"
        OPENSEARCH_JAVA_OPTS = "-Xms4g -Xmx4g"

      }

      resources # c
      {
        cpu    = 4000
        memory = 8192

      }


    }
  }
}
