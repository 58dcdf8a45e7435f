job
"countdash" {
datacenters =

[	"dc1"]  



group  "api"
  {// x

    network { # c

	mode  = "bridge"
    } /* b */ 
 /* b */ 


service {
  name = "count-api"
// x
port = "9001"
 /* b */ 
      connect  { 
        sidecar_service {}
      }



check {// x

 expose  = true
        type = "http"
        path     = "/health" /* b */ 
        interval = /* b */ "10s" 
        timeout  = "3s" 
      }
    }
 
    task "web" {


driver	=// x
"docker"  


  config{	
        image	= "hashicorpdev/counter-api:v3"
      }
 /* b */ }
}  

  group "dashboard" {


 /* b */ network  {
// x
mode ="bridge"

      port # c
"http" {  

  static = 9002
        to
= 9002

}
    }

    service {  
      name
  = "count-dashboard"	
      port=
"9002"
 
// x
connect {
sidecar_service  {
  
  proxy # c
{

  upstreams # c
{



destination_name = "count-api" # c

	local_bind_port  = 8080



 /* b */ mesh_gateway {



  mode
=// x
"local"
// x
} # c

  }
	
	upstreams
{


destination_name # c
= "count-cache"
              local_bind_port = /* b */ 6379


 # c
datacenter         = # c
"dc2"
            }


            expose  { /* b */ 


path {// x

                path
= "/metrics"
                protocol # c
=
  "http"
	local_path_port
= 9102
listener_port   = "expose"
              }  
            }


// x

            config
{
 # c
protocol                 =// x
"http"

envoy_prometheus_bind_addr = "0.0.0.0:9102"

  }
          }  
        } /* b */ 
  
        sidecar_task {// x

          resources {

  cpu    = 64
            memory
= 96
          }

          shutdown_delay// x
= /* b */ "5s"// x

        } /* b */ 
      }
    }
// x

    task "dashboard"

{  
      driver /* b */ =

"docker"
 # c

env
  {

  COUNTING_SERVICE_URL = "http://${NOMAD_UPSTREAM_ADDR_count_api}"
      }


config {

  image /* b */ = "hashicorpdev/counter-dashboard:v3"
      } # c

    }  
  }
}	
