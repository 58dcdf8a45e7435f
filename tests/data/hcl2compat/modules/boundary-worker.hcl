disable_mlock = true

listener "tcp" {
  address = "0.0.0.0:9202"
  purpose = "proxy"
}

worker {
  name        = "worker-eu-1"
  description = "Worker in the EU region"
  public_addr = "boundary-worker.eu.example.com"

  initial_upstreams = [
    "10.0.1.10:9201",
    "10.0.1.11:9201",
    "10.0.1.12:9201",
  ]

  tags {
    type   = ["prod", "eu"]
    region = ["eu-west-1"]
  }
}

kms "awskms" {
  purpose    = "worker-auth"
  region     = "eu-west-1"
  kms_key_id = "alias/boundary-worker-auth"
}

events {
  audit_enabled       = true
  observations_enabled = true
  sysevents_enabled   = true

  sink "stderr" {
    name        = "all-events"
    description = "All events sent to stderr"
    event_types = ["*"]
    format      = "cloudevents-json"
  }

  sink {
    name        = "file-sink"
    event_types = ["audit"]
    format      = "cloudevents-json"
    file {
      path      = "/var/log/boundary"
      file_name = "audit.log"
    }
    audit_config {
      audit_filter_overrides {
        sensitive = "redact"
        secret    = "redact"
      }
    }
  }
}
