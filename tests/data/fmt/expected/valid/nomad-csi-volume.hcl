# CSI volume specification, registered with `nomad volume create`.
id        = "postgres-data"
name      = "postgres-data"
type      = "csi"
plugin_id = "aws-ebs0"

capacity_min = "10GiB"
capacity_max = "50GiB"

capability {
  access_mode     = "single-node-writer"
  attachment_mode = "file-system"
}

capability {
  access_mode     = "single-node-reader-only"
  attachment_mode = "file-system"
}

mount_options {
  fs_type     = "ext4"
  mount_flags = ["noatime", "nodiratime"]
}

topology_request {
  required {
    topology {
      segments = {
        "topology.ebs.csi.aws.com/zone" = "eu-west-1a"
      }
    }
  }

  preferred {
    topology { segments = { rack = "R1" } }
    topology { segments = { rack = "R2" } }
  }
}

secrets {
  example_secret = "xyzzy"
}

parameters {
  type       = "gp3"
  iops       = "3000"
  throughput = "125"
  encrypted  = "true"
}

context {
}
