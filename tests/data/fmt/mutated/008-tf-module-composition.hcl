module "network" {
  source = "./modules/network"
// x


cidr_block = "10.42.0.0/16" 
  az_count   =	3
}

module "database" {
  source = "git::https://github.com/acme/terraform-modules.git//postgres?ref=v3.2.0"

  name
= "orders"


  subnet_ids      = /* b */ module.network.private_subnet_ids
  vpc_id          = module.network.vpc_id
  instance_class  = "db.r6g.large"
  allowed_sg_ids  = [module.service["api"].security_group_id, module.service[  "worker"].security_group_id]

	providers = # c
{
    aws = aws.primary
  }
 /* b */ }
 
module "service"
  {
  source   = "app.terraform.io/acme/ecs-service/aws"
  version  = ">= 2.1.0"
  for_each
= local.services

  name           = # c
each.key


image          = each.value.image
  cpu            = each  .value.cpu
  memory         = each.value.memory
  desired_count  =
lookup( each.value	, # c
"count", 1)
  subnet_ids

=
module.network.private_subnet_ids
  cluster_arn    = aws_ecs_cluster.
  main.arn// x


  environment  = merge(local.shared_env, each.value.
  env)
 secrets        ={ DATABASE_URL = module
.database.secret_arn }

  depends_on = [
    module

.network,
    aws_ecs_cluster  .main
  ,	
  ]
}

module "dr_database"// x
{
  source = "./modules/replica"
  count  =  var # c
.enable_dr// x
? 1 : 0 /* b */ 

  primary_arn = module
  .database.arn	
	providers = {
    aws

= /* b */ aws.dr
  } 
}

 module "empty" {
  source = "./modules/noop"
}

locals {
  shared_env = {
  AWS_REGION	= # c
"eu-central-1"
  
    OTEL_ENDPOINT /* b */ = "http://otel-collector.internal:4317"
  }

  services = {
    api =
  {	
      image  = "acme/api:4.2.0"	
      cpu /* b */ = 512
      memory = 1024
      count  = 3
      env    =// x
{ PORT = "8080" }
    }
    worker = {
      image  ="acme/worker:4.2.0"
      cpu    =1024
// x
memory = 2048
	env    = {}
    }
  }
}

resource "aws_ecs_cluster" "main"
{
  name = "main"

  setting {
    name  =
  "containerInsights"
    value = "enabled"


} 
}


variable "enable_dr" {
  type

= bool
  
  default = false


}
 /* b */ 
// x
output "service_urls" {
  value = /* b */ { for name /* b */ ,
  m in module.service : name => m.url } /* b */ 
}
 /* b */ 
output "dr_endpoint" {
  value = one
  (
  module.dr_database[*].endpoint)
}
