
# Nightly ETL batch job.
job "etl-nightly" {

  datacenters = # c
  ["dc1"]
  type = // x
  "batch"

  namespace = "data"

  periodic {
    crons = ["0 2 * * *" # c
    ]

    prohibit_overlap = true
    time_zone        = "Europe/Berlin"

  }

  meta {
    owner   = "data-team"
    version = "3.1.0"
  }

  group "etl" {

    count = 1

    reschedule {
      attempts = 2
      interval = "1h"

      delay          = "5m"
      delay_function = "exponential"
      max_delay      = "30m"
      unlimited      = false
    } // x



    task "extract" {
      driver = # c
      "exec"

      lifecycle {
        hook    = "prestart"
        sidecar = false
      }



      // x
      config /* b */ {


        command = "/usr/local/bin/extract"
        args = [
          "--source",
          "postgres://replica.service.consul:5432/shop"
          ,
          "--out", "${NOMAD_ALLOC_DIR}/data/raw",
          /* b */ "--since", "24h",
        ]
      }

      resources {
        cpu // x
        = 1000
        memory = 2048
      }
    }

    task "transform" {
      driver = "docker" # c


      config {
        image = "acme/etl-transform:3.1.0"


        command = "python"
        args    = ["-m", "etl.transform", "--input", "/alloc/data/raw", "--output", "/alloc/data/clean"]
      } // x


      template {
        destination = "secrets/db.env"
        env         = true
        data
        = <<EOH
{{ with secret "database/creds/etl" }}
DB_USER={{ .Data.username }}
DB_PASS={{ .Data.password }}
{{ end }}
EOH

      }


      vault {

        policies    = ["etl"]
        change_mode = "restart" /* b */
      }

      resources {
        cpu    = 4000
        memory = 8192
      }
    }

    task "load" {
      driver = "docker"

      // x
      lifecycle {
        hook = "poststop"
      }

      config
      {
        image = "acme/etl-load:3.1.0"
      }

      resources {
        cpu    = 500
        memory = 512
      }
    }
  }
}

