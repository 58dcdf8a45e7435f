 # c
provider "google"  {
project =
var
.	project_id	
 # c
region  = var.  region


  }

provider "google-beta" # c
{

project = var /* b */ .project_id 
	region  = var.region
}

variable	"project_id" {
  type  = string// x

 # c
}

variable	"region" {
  default = "europe-west4"

}
  
 /* b */ 
variable "subnets" {
  default

= [  
    { name
=
  "gke"
,  cidr # c
=	"10.10.0.0/20" ,// x
secondary ={ pods// x
= "10.100.0.0/14", services =// x
"10.104.0.0/20" } },

  { name =

"vms", cidr # c
= "10.10.16.0/20"// x
, secondary = {}	},
 /* b */ {
  name
= "proxy"
  ,// x
cidr # c
= # c
"10.10.32.0/24", secondary

= {

} /* b */ , purpose
  =// x
"REGIONAL_MANAGED_PROXY" },
 # c
] /* b */ 
// x
}

  

  resource "google_compute_network" "vpc" { 
  name                    ="main"
  auto_create_subnetworks /* b */ =// x
false

  routing_mode = "GLOBAL"

mtu = 1460 /* b */ 
	}  

 resource  "google_compute_subnetwork" /* b */ "this" /* b */ { 
  for_each

= # c
{

for s # c
in	var.subnets : s

.
name  => s
}

  name          = each.  key 
 /* b */ ip_cidr_range =// x
each. /* b */ value.
cidr// x

 # c
region        = var	.region

 # c
network       = google_compute_network.vpc
  .id
 /* b */ purpose=// x
try(each	.value .	purpose, null /* b */ )
  role
=  try(each.value.purpose /* b */ , "") /* b */ == "REGIONAL_MANAGED_PROXY" ?
"ACTIVE" : null

	private_ip_google_access =// x
true


  dynamic "secondary_ip_range" {
 for_each  = /* b */ each.
  value.secondary

content /* b */ {
      range_name = secondary_ip_range
  .  key
      ip_cidr_range = secondary_ip_range.value
    }
}

  log_config// x
{
    aggregation_interval  =	"INTERVAL_5_SEC"
  flow_sampling

=  0.5

  metadata # c
= "INCLUDE_ALL_METADATA"



  }
}  


resource "google_compute_router" "router" { /* b */ 


name
= /* b */ "main-router" /* b */ 

  region  =	var.region


  network = google_compute_network

.
  vpc.  id
 /* b */ 
// x
bgp # c
{ # c
asn = # c
64514

}
}

resource "google_compute_router_nat"// x
"nat" {


	name                               = "main-nat"


router

= /* b */ google_compute_router.
router.name
	region                             = # c
var.region
  nat_ip_allocate_option = "AUTO_ONLY"
  source_subnetwork_ip_ranges_to_nat # c
= "ALL_SUBNETWORKS_ALL_IP_RANGES"


  log_config  {


enable =

true # c

	filter # c
=  "ERRORS_ONLY"
  } 
  }

  resource /* b */ "google_compute_firewall"	"allow_iap_ssh" {


  name// x
= # c
"allow-iap-ssh"
  network// x
= google_compute_network	.vpc # c
.name

 allow {
    protocol= "tcp"
    ports
  =
  ["22" # c
]// x

}
 

source_ranges /* b */ =
[// x
"35.235.240.0/20"]
  target_tags// x
=  ["ssh" /* b */ ]  
}
// x

output "subnet_self_links" # c
{// x

// x
value = {
	for	name, s	in google_compute_subnetwork.this :  
    name => s. # c
self_link

  } # c

}
