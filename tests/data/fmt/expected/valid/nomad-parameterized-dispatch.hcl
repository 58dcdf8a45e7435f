job "video-transcode" {
  datacenters = ["dc1"]
  type        = "batch"

  parameterized {
    payload       = "required"
    meta_required = ["input_url", "preset"]
    meta_optional = ["priority", "callback_url"]
  }

  meta {
    priority     = "normal"
    callback_url = ""
  }

  group "transcode" {
    task "ffmpeg" {
      driver = "docker"

      dispatch_payload {
        file = "job.json"
      }

      config {
        image      = "jrottenberg/ffmpeg:6.0-ubuntu"
        entrypoint = ["/bin/sh", "-c"]
        args = [
          "ffmpeg -hide_banner -i \"$NOMAD_META_input_url\" -preset ${NOMAD_META_preset} -c:v libx264 -crf 23 /alloc/data/out.mp4",
        ]
      }

      artifact {
        source      = "https://releases.example.com/presets/presets-1.4.tar.gz"
        destination = "local/presets"

        options {
          checksum = "sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
        }
      }

      resources {
        cpu    = 4000
        memory = 4096

        device "nvidia/gpu" {
          count = 1

          constraint {
            attribute = "${device.attr.memory}"
            operator  = ">="
            value     = "4 GiB"
          }

          affinity {
            attribute = "${device.model}"
            value     = "Tesla T4"
            weight    = 50
          }
        }
      }

      logs {
        max_files     = 5
        max_file_size = 15
      }
    }

    task "notify" {
      driver = "exec"

      lifecycle {
        hook = "poststop"
      }

      config {
        command = "/usr/bin/curl"
        args    = ["-fsS", "-X", "POST", "-d", "@/alloc/data/result.json", "${NOMAD_META_callback_url}"]
      }
    }
  }
}
