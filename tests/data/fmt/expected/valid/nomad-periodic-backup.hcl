job "db-backup" {
  datacenters = ["dc1"]
  type        = "batch"

  periodic {
    crons            = ["30 */6 * * *", "0 23 * * 5"]
    prohibit_overlap = true
    time_zone        = "UTC"
  }

  group "backup" {
    task "pg_dump" {
      driver = "docker"

      config {
        image   = "postgres:16.1"
        command = "/bin/bash"
        args    = ["/local/backup.sh"]
      }

      template {
        destination = "local/backup.sh"
        perms       = "0755"
        data        = <<-SCRIPT
          #!/usr/bin/env bash
          set -euo pipefail
          STAMP=$(date -u +%Y%m%dT%H%M%SZ)
          FILE="/alloc/data/shop-$${STAMP}.sql.gz"
          {{ with nomadVar "nomad/jobs/db-backup" -}}
          export PGPASSWORD='{{ .pg_password }}'
          {{- end }}
          pg_dump -h postgres.service.consul -U backup shop | gzip -9 > "$FILE"
          echo "wrote $${FILE} ($(du -h "$FILE" | cut -f1))"
          # Keep the 14 most recent dumps; %%{...} and $${...} are escaped for HCL.
          ls -1t /alloc/data/*.sql.gz | tail -n +15 | xargs -r rm --
        SCRIPT
      }

      resources {
        cpu    = 500
        memory = 512
      }
    }

    task "upload" {
      driver = "docker"

      lifecycle {
        hook = "poststop"
      }

      config {
        image   = "amazon/aws-cli:2.15.0"
        command = "s3"
        args    = ["sync", "/alloc/data/", "s3://acme-db-backups/shop/", "--exclude", "*", "--include", "*.sql.gz"]
      }

      env {
        AWS_REGION = "eu-west-1"
      }

      resources {
        cpu    = 200
        memory = 256
      }
    }
  }
}
