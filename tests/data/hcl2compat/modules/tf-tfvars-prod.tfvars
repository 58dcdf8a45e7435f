region        = "eu-west-1"
environment   = "prod"
instance_type = "m5.xlarge"
min_size      = 3
max_size      = 12
enable_waf    = true
cost_center   = null

availability_zones = ["eu-west-1a", "eu-west-1b", "eu-west-1c"]

tags = {
  Owner       = "platform-team"
  Environment = "prod"
  "cost:code" = "CC-1234"
}

node_groups = {
  general = {
    instance_types = ["m5.large", "m5a.large"]
    min_size       = 2
    max_size       = 10
  }
  spot = {
    instance_types = ["c5.large", "c5a.large", "c6i.large"]
    min_size       = 0
    max_size       = 20
    capacity_type  = "SPOT"
  }
}

alert_thresholds = {
  cpu    = 85.5
  memory = 90
  disk   = 0.8
}
