# CSI volume specification, registered with `nomad volume create`.
id # c
= /* b */ "postgres-data"


# c
name = "postgres-data"
type = // x
"csi"
plugin_id = "aws-ebs0"

capacity_min // x
= "10GiB"
capacity_max = "50GiB"

capability {

  access_mode     = "single-node-writer"
  attachment_mode = "file-system"
}

capability {
  # c
  access_mode = "single-node-reader-only"
  attachment_mode
  = "file-system"

}

mount_options
{
  fs_type     = "ext4"
  mount_flags = ["noatime", "nodiratime"]

}

topology_request {

  required {
    // x
    topology {

      segments = {
        "topology.ebs.csi.aws.com/zone" // x
        =                               # c
        "eu-west-1a"


      }
    }
  }


  preferred {
    topology { segments = { rack = "R1" } }
    topology { segments = { rack = "R2" // x
    } }
  }
}

secrets { /* b */
  example_secret = "xyzzy"
}



parameters {
  type = # c
  "gp3"
  iops
  = "3000"
  throughput =

  "125"
  encrypted # c
  =         // x
  "true"
}

context {
}
