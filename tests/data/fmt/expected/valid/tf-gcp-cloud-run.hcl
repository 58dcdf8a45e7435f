variable "services" {
  description = "Cloud Run services to deploy"
  default = {
    api = {
      image  = "europe-docker.pkg.dev/acme/apps/api:1.14.2"
      cpu    = "1"
      memory = "512Mi"
      min    = 1
      max    = 20
      public = true
      env    = { LOG_FORMAT = "json", DB_POOL = "10" }
    }
    worker = {
      image  = "europe-docker.pkg.dev/acme/apps/worker:1.14.2"
      cpu    = "2"
      memory = "2Gi"
      min    = 0
      max    = 5
      public = false
      env    = { QUEUE = "default" }
    }
  }
}

resource "google_cloud_run_v2_service" "svc" {
  for_each = var.services

  name     = each.key
  location = var.region
  ingress  = each.value.public ? "INGRESS_TRAFFIC_ALL" : "INGRESS_TRAFFIC_INTERNAL_ONLY"

  template {
    service_account = google_service_account.run[each.key].email

    scaling {
      min_instance_count = each.value.min
      max_instance_count = each.value.max
    }

    containers {
      image = each.value.image

      resources {
        limits = {
          cpu    = each.value.cpu
          memory = each.value.memory
        }
        cpu_idle = each.value.min == 0
      }

      dynamic "env" {
        for_each = each.value.env
        content {
          name  = env.key
          value = env.value
        }
      }

      env {
        name = "DATABASE_PASSWORD"
        value_source {
          secret_key_ref {
            secret  = google_secret_manager_secret.db_password.secret_id
            version = "latest"
          }
        }
      }

      startup_probe {
        initial_delay_seconds = 0
        timeout_seconds       = 1
        period_seconds        = 3
        failure_threshold     = 10
        tcp_socket { port = 8080 }
      }
    }
  }

  traffic {
    type    = "TRAFFIC_TARGET_ALLOCATION_TYPE_LATEST"
    percent = 100
  }
}

resource "google_service_account" "run" {
  for_each     = var.services
  account_id   = "run-${each.key}"
  display_name = "Cloud Run: ${each.key}"
}

resource "google_cloud_run_v2_service_iam_member" "public" {
  for_each = { for k, v in var.services : k => v if v.public }

  name     = google_cloud_run_v2_service.svc[each.key].name
  location = var.region
  role     = "roles/run.invoker"
  member   = "allUsers"
}

output "urls" {
  value = { for k, s in google_cloud_run_v2_service.svc : k => s.uri }
}
