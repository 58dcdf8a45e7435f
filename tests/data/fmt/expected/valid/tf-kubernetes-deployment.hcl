provider "kubernetes" {
  config_path    = "~/.kube/config"
  config_context = "staging"
}

variable "replicas" {
  default = 3
}

variable "image_tag" {
  default = "v2.3.1"
}

resource "kubernetes_namespace" "app" {
  metadata {
    name = "shop"
    labels = {
      "istio-injection" = "enabled"
    }
  }
}

resource "kubernetes_deployment" "frontend" {
  metadata {
    name      = "frontend"
    namespace = kubernetes_namespace.app.metadata[0].name
    labels    = { app = "frontend", tier = "web" }
  }

  spec {
    replicas = var.replicas

    selector {
      match_labels = {
        app = "frontend"
      }
    }

    strategy {
      type = "RollingUpdate"
      rolling_update {
        max_surge       = "25%"
        max_unavailable = 0
      }
    }

    template {
      metadata {
        labels = {
          app  = "frontend"
          tier = "web"
        }
        annotations = {
          "prometheus.io/scrape" = "true"
          "prometheus.io/port"   = "9102"
        }
      }

      spec {
        service_account_name = "frontend"

        container {
          name  = "frontend"
          image = "registry.example.com/shop/frontend:${var.image_tag}"

          port {
            container_port = 8080
            name           = "http"
          }

          env {
            name  = "NODE_ENV"
            value = "production"
          }

          env {
            name = "API_TOKEN"
            value_from {
              secret_key_ref {
                name = "frontend-secrets"
                key  = "api-token"
              }
            }
          }

          resources {
            limits   = { cpu = "500m", memory = "512Mi" }
            requests = { cpu = "250m", memory = "256Mi" }
          }

          liveness_probe {
            http_get {
              path = "/healthz"
              port = "http"

              http_header {
                name  = "X-Probe"
                value = "liveness"
              }
            }
            initial_delay_seconds = 10
            period_seconds        = 10
          }

          security_context {
            run_as_non_root            = true
            read_only_root_filesystem  = true
            allow_privilege_escalation = false
            capabilities {
              drop = ["ALL"]
            }
          }
        }

        affinity {
          pod_anti_affinity {
            preferred_during_scheduling_ignored_during_execution {
              weight = 100
              pod_affinity_term {
                topology_key = "kubernetes.io/hostname"
                label_selector {
                  match_labels = { app = "frontend" }
                }
              }
            }
          }
        }
      }
    }
  }
}
