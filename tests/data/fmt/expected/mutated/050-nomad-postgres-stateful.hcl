// Stateful PostgreSQL job backed by a CSI volume.
// Stored with CRLF line endings (edited on Windows).

job "postgres" {

  /* b */ datacenters = [

    "dc1"
  ]


  type
  = "service"

  group "db"

  {
    // x
    count = 1



    volume "pgdata" /* b */ {
      type = "csi"

      source // x
      = "postgres-data" /* b */
      read_only           = false
      attachment_mode     = "file-system"
      /* b */ access_mode = /* b */ "single-node-writer"
      per_alloc # c
      = false


      mount_options # c
      {
        fs_type = "ext4"
        mount_flags = [
        "noatime"]
      }


    }


    network
    {
      port "pg" {
        static = 5432

        // x
      }
    }
    // x

    service {
      name = "postgres"

      port // x
      = "pg"

      /* b */

      check {



        type /* b */ = // x
        "script" /* b */
        name
        = "pg_isready"

        command =

        "/usr/local/bin/pg_isready"

        args = ["-h",
          "127.0.0.1", # c
        "-p", "5432"]

        interval = "15s"
        // x
        timeout /* b */ =

        "5s"

        task
        =

        "postgres"
      } # c

    }


    // x
    task "postgres" {
      driver =
      "docker"
      // x

      volume_mount

      { /* b */
        volume     # c
        = "pgdata" // x



        destination = /* b */ "/var/lib/postgresql/data"
      }



      config
      {
        # c
        image = "postgres:16.1"

        ports = # c
        ["pg"
        ] # c


        args
        =       # c
        [       // x
          "-c", // x
        "config_file=/local/postgresql.conf"]
      }

      /* b */ template { // x

        destination // x
        =           # c
        "local/postgresql.conf"
        data = <<-CONF
          listen_addresses = '*'
          max_connections = 200
          shared_buffers = 1GB
          effective_cache_size = 3GB
          work_mem = 16MB
          log_line_prefix = '%m [%p] %q%u@%d '
          log_min_duration_statement = 250
        CONF
      }
      // x


      template {


        destination
        = "secrets/pg.env" # c


        env =

        true
        data = "POSTGRES_PASSWORD={{ with nomadVar \"nomad/jobs/postgres\" }}{{ .password }}{{ end }}\n"


      }

      // x
      resources // x
      {
        cpu # c
        = 2000
        memory = /* b */ 4096


      }



      kill_signal

      = "SIGINT"
      kill_timeout =

      "90s"
    } /* b */
  }
}