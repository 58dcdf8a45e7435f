// Stateful PostgreSQL job backed by a CSI volume.
// Stored with CRLF line endings (edited on Windows).

job "postgres" {
  datacenters = ["dc1"]
  type        = "service"

  group "db" {
    count = 1

    volume "pgdata" {
      type            = "csi"
      source          = "postgres-data"
      read_only       = false
      attachment_mode = "file-system"
      access_mode     = "single-node-writer"
      per_alloc       = false

      mount_options {
        fs_type     = "ext4"
        mount_flags = ["noatime"]
      }
    }

    network {
      port "pg" {
        static = 5432
      }
    }

    service {
      name = "postgres"
      port = "pg"

      check {
        type     = "script"
        name     = "pg_isready"
        command  = "/usr/local/bin/pg_isready"
        args     = ["-h", "127.0.0.1", "-p", "5432"]
        interval = "15s"
        timeout  = "5s"
        task     = "postgres"
      }
    }

    task "postgres" {
      driver = "docker"

      volume_mount {
        volume      = "pgdata"
        destination = "/var/lib/postgresql/data"
      }

      config {
        image = "postgres:16.1"
        ports = ["pg"]
        args  = ["-c", "config_file=/local/postgresql.conf"]
      }

      template {
        destination = "local/postgresql.conf"
        data        = <<-CONF
          listen_addresses = '*'
          max_connections = 200
          shared_buffers = 1GB
          effective_cache_size = 3GB
          work_mem = 16MB
          log_line_prefix = '%m [%p] %q%u@%d '
          log_min_duration_statement = 250
        CONF
      }

      template {
        destination = "secrets/pg.env"
        env         = true
        data        = "POSTGRES_PASSWORD={{ with nomadVar \"nomad/jobs/postgres\" }}{{ .password }}{{ end }}\n"
      }

      resources {
        cpu    = 2000
        memory = 4096
      }

      kill_signal  = "SIGINT"
      kill_timeout = "90s"
    }
  }
}