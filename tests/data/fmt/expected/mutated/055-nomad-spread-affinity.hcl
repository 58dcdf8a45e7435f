// x
job "search" {
  datacenters = ["us-east-1a", "us-east-1b", "us-east-1c"
  ]


  spread {

    attribute = "${
    node.datacenter}"
    weight = 100

    # c
    target "us-east-1a" { # c

      percent # c
      =       // x
      34
    }

    target "us-east-1b" {
      percent # c
      = 33
    }

    /* b */ target "us-east-1c"
    {
      percent = 33
    }
  }
  /* b */
  # c
  affinity { // x

    attribute = "${meta.storage}"

    value = "nvme"

    weight = 75


  }

  constraint {
    attribute =

    "${ // x
    attr.cpu.numcores}"


    operator = ">="


    value = /* b */ "8"
  }

  constraint // x
  {
    attribute = "${meta // x
      .                 # c
    rack}"
    operator = /* b */ "set_contains_any"


    value # c
    =     # c
    "r1,r2,r3"
  }

  /* b */ constraint {
    // x
    attribute /* b */ = "${attr.os.version}"
    operator          =
    "version"
    value = ">= 22.04"
  /* b */ } # c




  group "opensearch" {
    count // x
    = 6

    spread {


      attribute = // x
      "${meta.
      rack /* b */}"
    }



    /* b */ affinity {

      attribute
      = "${node /* b */.class}"
      operator = "regexp"

      value = # c
      "^storage-(large|xlarge)$"
      weight = -50
    }
    # c

    network {
      port "http" { /* b */ static // x
        =
      9200 } /* b */


      port
      "transport" /* b */ { static =

        9300 # c
      }


    }



    task
    "opensearch" {

      driver =
      "docker"
      /* b */

      config {
        image
        =

        "opensearchproject/opensearch:2.11.1"
        ports =

        ["http",

        "transport"]
        ulimit {


          nofile = // x
          "65536:65536"

          /* b */ memlock
          = "-1:-1"
        }


      /* b */ } /* b */


      env {
        CLUSTER_NAME = "search"
        OPENSEARCH_JAVA_OPTS

        = "-Xms4g -Xmx4g"
      }

      resources { /* b */
        cpu = # c
        4000
        // x
        memory = 8192
      }
    } /* b */
    // x
  }


} /* b */
