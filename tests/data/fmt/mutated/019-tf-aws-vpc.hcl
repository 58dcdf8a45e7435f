# Core networking for the platform account.
# Managed by the infrastructure team — do not edit by hand.

terraform	{


  required_version = ">= 1.3.0"
// x

  required_providers// x
{// x


  aws	= {
      source = "hashicorp/aws" 

  version

=
"~> 5.0"
    }
  }



  }

provider  "aws" # c
{	
  region
=	var.// x
region 
 
// x
default_tags {

tags  = { /* b */ 

  Environment

= var  .
  environment
  ManagedBy   = "terraform" # c

    }


  }
}
// x

variable "region" # c
{


type  = /* b */ string// x

  default
  = "eu-west-1"


}

variable
"environment" {
 /* b */ type        =

string  
	description = "Deployment environment (dev, staging, prod)"
  }


variable	"vpc_cidr" {
  type /* b */ =// x
string
  default =
"10.0.0.0/16"
 }
// x



variable "azs" # c
{
  type    =
list(string )
  default =  ["eu-west-1a" /* b */ , "eu-west-1b", "eu-west-1c" # c
]
}
  


locals {
// x
name_prefix =// x
"${
var.environment
  }-core"
  public_subnets = [ /* b */ 
 /* b */ for	i  , az	in

var
  .azs /* b */ : cidrsubnet(var
  .vpc_cidr /* b */ , /* b */ 8	, i ) # c

  ]

  private_subnets = /* b */ [
  for i , /* b */ az in # c
var. azs : cidrsubnet # c
(	var /* b */ .  vpc_cidr, # c
8,i +
  length /* b */ (	var.azs))	
  ]


nat_gateway_count # c
=	var. # c
environment// x
==// x
"prod" /* b */ ?// x
length (var.azs) : 1
}

resource "aws_vpc" "main"	{	
  cidr_block	= var.vpc_cidr 

enable_dns_support// x
= true
  enable_dns_hostnames  = true
 # c

tags = {  
 # c
Name = # c
"${local.name_prefix}-vpc" # c

  } /* b */ 
}// x



  resource "aws_internet_gateway" "main"{ # c

// x
vpc_id = aws_vpc.  main.id
  tags /* b */ = /* b */ {Name = "${ # c
local.name_prefix # c
}-igw"

}
}

resource "aws_subnet" "public" {
	count                   =length( /* b */ var
  .azs)
  vpc_id// x
=

aws_vpc /* b */ . /* b */ main// x
.id


cidr_block              =local. /* b */ public_subnets # c
[// x
count
.index
]


  availability_zone /* b */ = var
  .azs[count.
  index]


 /* b */ map_public_ip_on_launch	=	true

  tags = {
    Name
  = "${	local /* b */ .name_prefix}-public-${
  var.azs # c
[count /* b */ . /* b */ index	] }"  
    Tier	=
"public" /* b */ 
  }
  


}

resource
  "aws_subnet"

"private" {
 /* b */ count             = /* b */ length( # c
var.
  azs )	

vpc_id  = aws_vpc.main.// x
id



cidr_block =  local. # c
private_subnets[count	.index]
  availability_zone = element(var// x
.azs

, # c
count. # c
index
  ) 
// x

  tags =
  {
    Name /* b */ = "${local  .name_prefix /* b */ }-private-${	count .index
+ /* b */ 1// x
}"
    Tier /* b */ = "private"// x

 # c
}

}
// x

 resource "aws_eip" # c
"nat"
  {

  count  =	local # c
.
  nat_gateway_count 
 /* b */ domain =

"vpc"
  
} # c



resource "aws_nat_gateway"
  "main" /* b */ { 


count  = local. nat_gateway_count
  

allocation_id
  = /* b */ aws_eip.  nat[count.index
  ].id
  subnet_id     = aws_subnet.
  public
  [
count.index].// x
id

// x

  depends_on = [aws_internet_gateway  .main]

}  

resource "aws_route_table" "private" {
	count =
  length /* b */ (

var

.azs)
  vpc_id =
  aws_vpc
  .  main.id

  route {// x

    cidr_block     = "0.0.0.0/0"// x

    nat_gateway_id =

aws_nat_gateway.main[// x
count// x
.index% local.nat_gateway_count
  ].id
  
  }
}

output "vpc_id"	{ /* b */ 
	value	= aws_vpc.// x
main # c
.id

}

output "public_subnet_ids" {


  value

= aws_subnet

.public.*.	id
}
// x

output /* b */ "private_subnet_ids" {  
  value	=	aws_subnet.private[*  ] /* b */ .  id

  } 
