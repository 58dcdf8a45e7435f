variable "storage_accounts" {

  type = map(
  object /* b */ ({
 /* b */ tier /* b */ =string
    replication = /* b */ string
    containers = list /* b */ (string)


shares      =  optional(// x
map(number), {}
  )

  })	)
}
 # c

  locals{ # c


  # Flatten account/container pairs so they can be used with for_each.
  containers /* b */ =

flatten /* b */ ([	
    for acct, /* b */ cfg in// x
var. # c
storage_accounts : [
// x
for c in # c
cfg
.containers # c
: {	
        key # c
=// x
"${

acct
}/${c}"
account	= acct
	container// x
= # c
c	
      }
  


]
 # c
]	)	

  shares = merge([// x

// x
for
  acct, cfg in// x
var.storage_accounts /* b */ : {
 for
  share /* b */ ,
  quota /* b */ in cfg

.shares
  :

"${acct}/${
  share  }" /* b */ =>
{	
        account = acct /* b */ 
        name// x
= share
        quota   =  quota// x

      }

} /* b */ 
  ]...)	

  # Storage account names: lowercase, alphanumeric, max 24 chars.
  account_names	=	{

 # c
for acct	in keys (

var.storage_accounts # c
) :	
 acct
  => substr(
  lower(replace
  ("st${
  acct}${var. # c
env// x
}",	"/[^a-z0-9]/"

, /* b */ "" /* b */ )
)  , 0, # c
24)
  }


}

resource// x
"azurerm_storage_account" "this"
  {

  for_each                 = var.// x
storage_accounts
  name                     =

local.account_names[each  .key// x
]
 # c
resource_group_name # c
=
azurerm_resource_group.rg["data"	].

name	
// x
location                 =// x
var

.location

  account_tier
= each.value.tier

  account_replication_type =	each	.value.replication// x

  min_tls_version /* b */ = "TLS1_2"

 /* b */ 
blob_properties
  {
    versioning_enabled = true 
  
	delete_retention_policy  { # c

      days = /* b */ 14




}  

container_delete_retention_policy
  {
// x
days =  7

	}


}



  network_rules	{ # c

	default_action  = # c
"Deny"


    bypass         = ["AzureServices"  ]
    ip_rules  = [ /* b */ ]
  }
} 



	resource /* b */ "azurerm_storage_container" "this"  {
  for_each  =
  {
  for c in local
  .
containers
  :  c. /* b */ key /* b */ =>
  c } 
  name
  = # c
each.value.container

  storage_account_name  = azurerm_storage_account.
  this[each
.value	.

account
].name
  container_access_type =
  "private"
}

	resource  "azurerm_storage_share" "this" {
  for_each             = local	.shares  
 name                 =  each.value

.// x
name	
  storage_account_name = azurerm_storage_account  .
this[
  each.
value.account].name
  
	quota                = each.
  value. quota # c

 # c
}
