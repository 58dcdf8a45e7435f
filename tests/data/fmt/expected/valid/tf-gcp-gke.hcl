variable "cluster_name" {
  default = "primary"
}

variable "node_pools" {
  type = list(object({
    name         = string
    machine_type = string
    min_count    = number
    max_count    = number
    preemptible  = bool
    taints       = list(map(string))
  }))
}

locals {
  # Pools that should get GPU drivers installed.
  gpu_pools       = [for p in var.node_pools : p.name if length(regexall("^a2-|^g2-", p.machine_type)) > 0]
  pool_by_name    = { for p in var.node_pools : p.name => p }
  total_max_nodes = sum([for p in var.node_pools : p.max_count])
}

resource "google_container_cluster" "primary" {
  provider = google-beta
  name     = var.cluster_name
  location = var.region

  remove_default_node_pool = true
  initial_node_count       = 1
  networking_mode          = "VPC_NATIVE"
  network                  = google_compute_network.vpc.id
  subnetwork               = google_compute_subnetwork.this["gke"].id

  ip_allocation_policy {
    cluster_secondary_range_name  = "pods"
    services_secondary_range_name = "services"
  }

  private_cluster_config {
    enable_private_nodes    = true
    enable_private_endpoint = false
    master_ipv4_cidr_block  = "172.16.0.0/28"
  }

  master_authorized_networks_config {
    cidr_blocks {
      cidr_block   = "10.0.0.0/8"
      display_name = "internal"
    }
  }

  workload_identity_config {
    workload_pool = "${var.project_id}.svc.id.goog"
  }

  release_channel { channel = "REGULAR" }

  addons_config {
    http_load_balancing {
      disabled = false
    }
    horizontal_pod_autoscaling {
      disabled = false
    }
    gce_persistent_disk_csi_driver_config {
      enabled = true
    }
  }

  maintenance_policy {
    recurring_window {
      start_time = "2024-01-01T02:00:00Z"
      end_time   = "2024-01-01T06:00:00Z"
      recurrence = "FREQ=WEEKLY;BYDAY=SA,SU"
    }
  }
}

resource "google_container_node_pool" "pools" {
  for_each = local.pool_by_name

  name     = each.key
  cluster  = google_container_cluster.primary.id
  location = var.region

  autoscaling {
    min_node_count = each.value.min_count
    max_node_count = each.value.max_count
  }

  management {
    auto_repair  = true
    auto_upgrade = true
  }

  node_config {
    machine_type = each.value.machine_type
    preemptible  = each.value.preemptible
    disk_size_gb = contains(local.gpu_pools, each.key) ? 200 : 100
    oauth_scopes = ["https://www.googleapis.com/auth/cloud-platform"]

    labels = {
      pool = each.key
      gpu  = contains(local.gpu_pools, each.key)
    }

    dynamic "taint" {
      for_each = each.value.taints
      content {
        key    = taint.value["key"]
        value  = taint.value["value"]
        effect = taint.value["effect"]
      }
    }

    workload_metadata_config {
      mode = "GKE_METADATA"
    }
  }
}
