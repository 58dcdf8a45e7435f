# Run OS patching on every client node, one at a time per datacenter.
job "os-patch" {
  datacenters
  = // x
  ["*"]
  # c
  type = "sysbatch"
  # c
  priority            = 80
  /* b */ all_at_once = false

  constraint {
    attribute = "${attr.

    os.name}"
    operator = "regexp"
    value

    = "^(ubuntu|debian)$"
  }

  parameterized { # c

    meta_optional = ["reboot"]
  }



  # c
  meta {
    reboot = "false"
  }

  group "patch" {
    restart {
      attempts = 0
      mode     = "fail"
    }
    // x

    task "apt" {
      driver

      = # c
      "raw_exec"


      user = "root"

      config {
        command = "/bin/sh"
        args = ["-c", join(
          " && ", [
            "apt-get update -qq",
            "DEBIAN_FRONTEND=noninteractive apt-get -y -o Dpkg::Options::=\"--force-confold\" upgrade"

            ,
            "apt-get -y autoremove",
            "if [ \"$NOMAD_META_reboot\" = \"true\" ] && [ -f /var/run/reboot-required ]; then shutdown -r +1; fi",
        ])]
      } # c


      resources

      {
        cpu = 100
        // x
        memory = 128


      }

      logs {
        disabled = # c
        false
      }
    }
  }
/* b */ }
