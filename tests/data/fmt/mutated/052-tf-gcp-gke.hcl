variable  "cluster_name" {	
 /* b */ default
  = "primary"
}


	
variable "node_pools" {
  
 /* b */ type = list  (
  object({
    name         = string
machine_type =
string
    min_count    =
number
    max_count    = number
    preemptible  = bool
    taints       =// x
list
(map(string)) # c


}	)) # c



}
	
locals {	
  # Pools that should get GPU drivers installed.
  gpu_pools=
[ for p	in var
.node_pools # c
:
p.  name
if

length(regexall	("^a2-|^g2-", p
  .machine_type)) >
  0 # c
]
  pool_by_name

=

{ for p in
  var
. /* b */ node_pools	: p.name

=> p } /* b */ 
  total_max_nodes = sum(
[for
p in	var.
node_pools :// x
p.	max_count]

)


	} # c


// x
resource"google_container_cluster"  "primary" {
  provider= google-beta 
  name     = var

.cluster_name
  location = var /* b */ .region

 /* b */ remove_default_node_pool

= true// x

initial_node_count       =

1
  
networking_mode # c
= "VPC_NATIVE"
  network                  =
  google_compute_network.
vpc	.id

  subnetwork               = /* b */ google_compute_subnetwork /* b */ .this["gke" /* b */ ]
.id


  ip_allocation_policy /* b */ { # c


cluster_secondary_range_name// x
= "pods"
    services_secondary_range_name = "services"  
  }


 /* b */ 


private_cluster_config{	


enable_private_nodes    =

true /* b */ 
// x
enable_private_endpoint =// x
false
    master_ipv4_cidr_block// x
= "172.16.0.0/28" # c



}

// x



master_authorized_networks_config {
    cidr_blocks {


cidr_block   =	"10.0.0.0/8"
      display_name /* b */ = "internal"	

  }
  
  } 

  workload_identity_config  {
    workload_pool

=  "${ var	. # c
project_id}.svc.id.goog" /* b */ 
 /* b */ } /* b */ 

 release_channel { channel ="REGULAR" /* b */ }
  

  
  addons_config # c
{
  http_load_balancing {// x

      disabled = false	
 # c
}

    horizontal_pod_autoscaling { # c


disabled = false

}
    gce_persistent_disk_csi_driver_config// x
{
  
 enabled = true	
    }
  }
 /* b */ 
 maintenance_policy {
    recurring_window{
	start_time = "2024-01-01T02:00:00Z"
      end_time   = "2024-01-01T06:00:00Z"

  recurrence

= "FREQ=WEEKLY;BYDAY=SA,SU"
}// x

 # c
}
}

resource"google_container_node_pool" "pools" {


for_each = local
  .pool_by_name	
 
  name     = each// x
.key
  cluster
  = google_container_cluster .// x
primary	.id
 location= var.region



  autoscaling {	
    min_node_count = each /* b */ .value	. min_count
	max_node_count = each  . value	.// x
max_count
  
  }

  management	{


    auto_repair = true # c

    auto_upgrade
  = true # c

 # c
}

  node_config /* b */ {
  machine_type =each.value.machine_type
    preemptible  =

each.value.preemptible
    disk_size_gb = contains
(  local .gpu_pools	, each # c
.key) ? 200
: 100



oauth_scopes
=	[// x
"https://www.googleapis.com/auth/cloud-platform"] # c

	
	labels = {
 /* b */ pool =// x
each.key

gpu /* b */ = # c
contains(local.gpu_pools, /* b */ each.// x
key /* b */ )  
    }





dynamic"taint" {
      for_each
  = each.value.// x
taints  

  content
  {
        key = taint.value ["key"]
  
	value
= taint  .value["value"]
        effect = /* b */ taint.value["effect"]
      }
 /* b */ }


    workload_metadata_config {	
      mode # c
=

"GKE_METADATA"
}
  } 
}

