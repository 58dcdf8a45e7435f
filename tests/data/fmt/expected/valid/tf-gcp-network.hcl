provider "google" {
  project = var.project_id
  region  = var.region
}

provider "google-beta" {
  project = var.project_id
  region  = var.region
}

variable "project_id" {
  type = string
}

variable "region" {
  default = "europe-west4"
}

variable "subnets" {
  default = [
    { name = "gke", cidr = "10.10.0.0/20", secondary = { pods = "10.100.0.0/14", services = "10.104.0.0/20" } },
    { name = "vms", cidr = "10.10.16.0/20", secondary = {} },
    { name = "proxy", cidr = "10.10.32.0/24", secondary = {}, purpose = "REGIONAL_MANAGED_PROXY" },
  ]
}

resource "google_compute_network" "vpc" {
  name                    = "main"
  auto_create_subnetworks = false
  routing_mode            = "GLOBAL"
  mtu                     = 1460
}

resource "google_compute_subnetwork" "this" {
  for_each = { for s in var.subnets : s.name => s }

  name          = each.key
  ip_cidr_range = each.value.cidr
  region        = var.region
  network       = google_compute_network.vpc.id
  purpose       = try(each.value.purpose, null)
  role          = try(each.value.purpose, "") == "REGIONAL_MANAGED_PROXY" ? "ACTIVE" : null

  private_ip_google_access = true

  dynamic "secondary_ip_range" {
    for_each = each.value.secondary
    content {
      range_name    = secondary_ip_range.key
      ip_cidr_range = secondary_ip_range.value
    }
  }

  log_config {
    aggregation_interval = "INTERVAL_5_SEC"
    flow_sampling        = 0.5
    metadata             = "INCLUDE_ALL_METADATA"
  }
}

resource "google_compute_router" "router" {
  name    = "main-router"
  region  = var.region
  network = google_compute_network.vpc.id

  bgp { asn = 64514 }
}

resource "google_compute_router_nat" "nat" {
  name                               = "main-nat"
  router                             = google_compute_router.router.name
  region                             = var.region
  nat_ip_allocate_option             = "AUTO_ONLY"
  source_subnetwork_ip_ranges_to_nat = "ALL_SUBNETWORKS_ALL_IP_RANGES"

  log_config {
    enable = true
    filter = "ERRORS_ONLY"
  }
}

resource "google_compute_firewall" "allow_iap_ssh" {
  name    = "allow-iap-ssh"
  network = google_compute_network.vpc.name

  allow {
    protocol = "tcp"
    ports    = ["22"]
  }

  source_ranges = ["35.235.240.0/20"]
  target_tags   = ["ssh"]
}

output "subnet_self_links" {
  value = {
    for name, s in google_compute_subnetwork.this :
    name => s.self_link
  }
}
