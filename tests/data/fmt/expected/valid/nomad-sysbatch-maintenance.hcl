# Run OS patching on every client node, one at a time per datacenter.
job "os-patch" {
  datacenters = ["*"]
  type        = "sysbatch"
  priority    = 80
  all_at_once = false

  constraint {
    attribute = "${attr.os.name}"
    operator  = "regexp"
    value     = "^(ubuntu|debian)$"
  }

  parameterized {
    meta_optional = ["reboot"]
  }

  meta {
    reboot = "false"
  }

  group "patch" {
    restart {
      attempts = 0
      mode     = "fail"
    }

    task "apt" {
      driver = "raw_exec"
      user   = "root"

      config {
        command = "/bin/sh"
        args = ["-c", join(" && ", [
          "apt-get update -qq",
          "DEBIAN_FRONTEND=noninteractive apt-get -y -o Dpkg::Options::=\"--force-confold\" upgrade",
          "apt-get -y autoremove",
          "if [ \"$NOMAD_META_reboot\" = \"true\" ] && [ -f /var/run/reboot-required ]; then shutdown -r +1; fi",
        ])]
      }

      resources {
        cpu    = 100
        memory = 128
      }

      logs {
        disabled = false
      }
    }
  }
}
