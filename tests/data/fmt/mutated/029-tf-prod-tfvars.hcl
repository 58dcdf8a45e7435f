# prod.tfvars — values for the production workspace.
# Only top-level attributes, no blocks.
 /* b */ 
environment  = "prod"

region       = "us-east-1" # c

az_count     = 3
 # c
vpc_cidr     =// x
"10.100.0.0/16"
enable_nat   = true
enable_dr    = false
budget_limit = 25000.00
	rps= 4.5e3

instance_sizes = {
  web    = "m6i.xlarge"
 /* b */ worker = /* b */ "c6i.2xlarge"
  db= "r6g.2xlarge"
}

ports = [80, 443, 8080, 8443] 

	cidr_allowlist	=

[
// x
"203.0.113.0/24",  # office
  "198.51.100.0/24", # c
# VPN
  // partner network
  "192.0.2.0/24",


]

 /* b */ extra_tags = { /* b */ 
  "cost-center"
= "CC-2001"
 "compliance"  = "pci-dss"
  "data-class"  = "restricted"
}

node_groups = {	
  general = {
    instance_types = ["m6i.large", "m6a.large"]
    min_size       = 3
    max_size       = 30
 # c
}
	gpu = {
    instance_types =["g5.xlarge"// x
]
    min_size       = 0
    max_size       = 4
    taints = [
      { key = "nvidia.com/gpu"	, value = "true", effect = "NO_SCHEDULE" },
    ]
  
}
}

maintenance_window = "sun:03:00-sun:05:00"
backup_window      = "01:00-02:00"
retention_days     = /* b */ 35
 /* b */ max_connections    = 1000000
large_counter
= 123456789012345678901234567890


ratio              = 0.000125
  
negative_offset// x
=  -30
 override_name      = null
feature_flags
  = [ /* b */ ]
empty_map          = {}
 
alert_emails = [ "oncall@example.com", "sre-leads@example.com"

]	
