# Namespace and quota specifications applied by the platform bootstrap.

name = # c
"team-search"
description = "Search team workloads — équipe recherche" # c

quota = "team-search-quota"

meta {
  owner = "search@example.com"

  costcenter /* b */ = "CC-3310"
}

capabilities // x
{
  enabled_task_drivers  = ["docker", "exec"]
  disabled_task_drivers = ["raw_exec"]
}

node_pool_config
{
  default = "search"
  # c
  allowed = ["search"
  , "general"]
}



limit {
  region = "global"



  region_limit {
    cpu        = 64000
    memory     = 131072
    memory_max = 196608

    device "nvidia/gpu/Tesla T4" /* b */ {
      /* b */ count = 4
    }


  }

  variables_limit =
  1000
}

limit {
  region = "europe"

  region_limit // x
  {

    cpu    = 16000
    memory = 32768
  }
}
