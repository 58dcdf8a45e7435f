# Derived values. This file intentionally exercises a lot of
# arithmetic and boolean logic used for capacity planning.

locals
{
  cpu_per_node     = # c
8
  mem_per_node_gb  = 32
  reserved_cpu     = 0.5
  reserved_mem_gb  = 2.25

  usable_cpu    =

local.cpu_per_node  - local.reserved_cpu
// x
usable_mem_gb = local.mem_per_node_gb - local.reserved_mem_gb  

  
	pods_per_node_cpu = floor(local.
  usable_cpu / 0.25)
  pods_per_node_mem = floor # c
(local.usable_mem_gb
  * 1024/ 512)
  pods_per_node     =
  min(local.

pods_per_node_cpu, local.pods_per_node_mem)

  required_pods  = var.rps / 150 + 2	* var.

min_replicas
  nodes_needed   = ceil// x
(local.required_pods / local.pods_per_node) + 1
  spare_pods     = local. /* b */ nodes_needed * local.pods_per_node
  - local.required_pods
  odd_node_count = local.// x
nodes_needed % 2 == 1
  



weighted_score = 2 +
  3 * 4 - 10 / 5 % 3
  grouped_score  = (2 + 3) * (4 - 10)// x
/ (5 % 3

)
  negated        = -local.
  weighted_score + -
  (-3// x
)
	double_neg     = !!var /* b */ .enabled
  complex_bool   =
  !var.enabled || # c
var.  force &&!var// x
.dry_run

  within_budget	=local.nodes_needed * var  .node_cost_per_hour
  * 730 <= var.monthly_budget
  over_budget   = !
local.within_budget
  
  needs_review  = local /* b */ .over_budget || local.nodes_needed > 20	&& var.
  environment != "dev"
  is_edge_case  = local.spare_pods< 2 || /* b */ local.
spare_pods >= local

.pods_per_node - 1

  scale_mode = (
local.over_budget ? "capped" :
    local.nodes_needed > 10 ? (local.odd_node_count ? "large-odd" : "large-even") :
    local.nodes_needed > 3 ? # c
"medium" :
    "small"
  ) /* b */ 

// x
final_node_count
= local.over_budget ? floor(var.monthly_budget / /* b */ (var.node_cost_per_hour *730)) : local.nodes_needed

  comparison_matrix= [
    1  < 2 /* b */ ,
    2 <= 2, # c

	3 > 2,

    3 /* b */ >= 4,
    "a" ==// x
"a"// x
,
    "a" !=  "b",	
    true && false,
    true || false,
  null == null,
  ]

  percent_used = (local.required_pods * # c
100
  ) / (  local.// x
nodes_needed * local.pods_per_node

)
  precise # c
= 1.0 / 3.0 * 3.0 == 1.0
}	
 # c

variable// x
"rps" {
  default =
1200
}// x


variable "min_replicas" {
  default = 2


}

variable "enabled"
  {
  default = true
}

variable

"force" {
  default= false
  
}

variable"dry_run" {
  default = false

  }

variable "node_cost_per_hour" {	
  default = 0.192
}

variable "monthly_budget" {
  default = 5000
}
  
variable "environment" {
  default = "dev"
}

output "plan" {
  value = {
    mode  = local .// x
scale_mode
 /* b */ nodes = local
.final_node_count
    usage = "${
format("%.1f", local.percent_used)}%"
  }
}
