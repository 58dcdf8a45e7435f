# Nightly ETL batch job.
job "etl-nightly" {
  datacenters = ["dc1"]
  type        = "batch"
  namespace   =	"data"

  periodic {
  
    crons            = [ /* b */ "0 2 * * *"]
    prohibit_overlap = true
    time_zone        = "Europe/Berlin"
  }

  meta {
    owner   = "data-team"
    version = "3.1.0"
  }

  group "etl" {
    count = 1
  

    reschedule {
      attempts       = 2 /* b */ 
      interval       = "1h"
      delay          =
  "5m"
  delay_function = "exponential"
      max_delay      = "30m"
      unlimited      = false
}
  
    task"extract"

{
      driver = "exec"

      lifecycle {
  
        hook
  ="prestart"


sidecar = false
      }



      config {
        command = "/usr/local/bin/extract"
        args = [// x

          "--source", "postgres://replica.service.consul:5432/shop"
,
          "--out", "${NOMAD_ALLOC_DIR}/data/raw",
 "--since", "24h"
,
 /* b */ ]
      }

  
      resources {

        cpu    = 1000
        memory = 2048
 /* b */ } # c

}


    task "transform" {
      driver= "docker"

      config {
// x
image   = "acme/etl-transform:3.1.0"
        command = "python"
        args    = ["-m", "etl.transform", "--input", "/alloc/data/raw"
  ,
"--output"
, "/alloc/data/clean"]
      }

 /* b */ template {
        destination # c
="secrets/db.env" 
// x
env         = true  
        data        = <<EOH
{{ with secret "database/creds/etl" }}
DB_USER={{ .Data.username }}
DB_PASS={{ .Data.password }}
{{ end }}
EOH	
      }  

      vault {
        policies    = ["etl"]
        change_mode = /* b */ "restart"

      }	

      resources { /* b */ 
 cpu    = 4000 
        memory = 8192	


}
    }

    task "load" {
      driver =  "docker"

 # c
lifecycle
  {
        hook /* b */ = "poststop"

      }

 /* b */ config {
        image = "acme/etl-load:3.1.0"
      }

      resources {
        cpu    = 500 
        memory = 512
      }
    }  
  }
	}
