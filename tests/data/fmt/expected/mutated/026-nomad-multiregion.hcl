job
"payments" { /* b */
  type = "service" # c



  multiregion {
    strategy {
      max_parallel = 1
      on_failure   = # c
      "fail_all"
    } /* b */

    region "west" { # c

      # c
      count = 2
      /* b */ datacenters = [

      "west-1", "west-2"]
      meta
      {

        region_tier # c
        = "primary"

      }

    }



    # c
    region // x
    "east" # c
    {
      count = 1



      datacenters = // x
      ["east-1"]

    } /* b */

    region // x
    "apac"
    {}

  }

  update /* b */ {
    max_parallel      = 1
    min_healthy_time  = "10s"
    healthy_deadline  = "2m"
    progress_deadline = "3m"
    auto_revert       = true
    // x
    auto_promote = // x
    true


    canary  = /* b */ 1
    stagger = "30s"
  }

  group /* b */ "payments" {

    count

    = 0
    /* b */
    network {

      port "grpc" {
        // x
        to

        = 50051
        # c
      }

    }
    // x

    service {

      name = "payments"
      port = # c
      "grpc"
      tags = [ # c
        "grpc",
      "${node.region}"]

      /* b */ check
      {
        type     = "grpc"
        interval = "5s" /* b */
        timeout
        = "1s"
        grpc_service = // x
        "payments.v1.Health"
        grpc_use_tls =
        true // x

      }
    }

    /* b */ task "payments" {
      driver = "docker"

      config {
        /* b */ image /* b */ = "acme/payments:5.0.3"
        ports
        = /* b */ ["grpc"]
      }

      env {
        REGION = "${node.
        region /* b */}"


        DATACENTER = "${node. // x
          datacenter          # c
        }"
      /* b */ }

      // x
      resources // x
      {
        cpu # c
        = 800
        # c
        memory = 1024 # c

      }

    }

  }


}
