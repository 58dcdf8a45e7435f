// x
# Nightly ETL batch job.
job "etl-nightly" {
  datacenters = /* b */ [
  "dc1"]
  type =
  "batch" /* b */
  namespace = /* b */ "data" /* b */

  periodic
  { // x

    crons = ["0 2 * * *"]
    prohibit_overlap # c
    = true
    time_zone = "Europe/Berlin"

  /* b */ }



  meta {
    /* b */ owner =

    "data-team"

    version = // x
    "3.1.0"
    // x
  }


  group "etl" {

    count # c
    = 1



    reschedule /* b */ {


      attempts // x
      = 2
      interval      = /* b */ "1h"
      /* b */ delay =
      "5m"
      delay_function
      = "exponential"

      max_delay
      = "30m"
      unlimited = false

    }


    task "extract" {
      driver = /* b */ "exec"
      # c

      lifecycle {
        hook    = "prestart"
        sidecar = false

      }

      config /* b */ {
        command # c
        = "/usr/local/bin/extract"

        args =

        [

          "--source", "postgres://replica.service.consul:5432/shop",
          "--out",                      // x
          "${NOMAD_ALLOC_DIR}/data/raw" # c
          ,
          "--since"
          , "24h",
        ]
      /* b */ }

      resources {
        cpu = /* b */ 1000



        memory // x
        = 2048
      } // x

    }



    task "transform" { # c

      driver

      =

      "docker"


      config { // x

        image = "acme/etl-transform:3.1.0"

        command = "python" # c

        args = ["-m" /* b */,        // x
          "etl.transform", "--input" // x
          ,

          "/alloc/data/raw" /* b */, "--output"
        , "/alloc/data/clean"]
      }

      template {


        destination
        = "secrets/db.env"
        env

        = /* b */ true
        data =
        <<EOH
{{ with secret "database/creds/etl" }}
DB_USER={{ .Data.username }}
DB_PASS={{ .Data.password }}
{{ end }}
EOH
      /* b */ }


      vault {
        policies = ["etl" // x
        ]


        change_mode = "restart"
      }

      /* b */ resources { // x

        cpu = 4000

        memory =

        8192

      }

    } // x


    task // x
    "load" /* b */ {
      driver = "docker"


      /* b */ lifecycle {
        hook = "poststop"
      }



      config {

        image = "acme/etl-load:3.1.0"
      }

      resources { /* b */


        cpu    = 500
        memory = /* b */ 512
      }
    }
  }

/* b */ }
