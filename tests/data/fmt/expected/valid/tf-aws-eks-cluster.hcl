module "vpc" {
  source  = "terraform-aws-modules/vpc/aws"
  version = "5.1.2"

  name = "eks-${var.cluster_name}"
  cidr = "10.20.0.0/16"

  azs             = slice(data.aws_availability_zones.available.names, 0, 3)
  private_subnets = ["10.20.1.0/24", "10.20.2.0/24", "10.20.3.0/24"]
  public_subnets  = ["10.20.101.0/24", "10.20.102.0/24", "10.20.103.0/24"]

  enable_nat_gateway   = true
  single_nat_gateway   = true
  enable_dns_hostnames = true

  public_subnet_tags = {
    "kubernetes.io/role/elb" = 1
  }
  private_subnet_tags = {
    "kubernetes.io/role/internal-elb" = 1
  }
}

data "aws_availability_zones" "available" {
  state = "available"
}

variable "cluster_name" {
  default = "platform"
}

variable "node_groups" {
  default = {
    general = {
      instance_types = ["m6i.large"]
      min_size       = 2
      max_size       = 10
      desired_size   = 3
    }
    spot = {
      instance_types = ["m6i.large", "m5.large", "m5a.large"]
      min_size       = 0
      max_size       = 20
      desired_size   = 0
      capacity_type  = "SPOT"
    }
  }
}

module "eks" {
  source  = "terraform-aws-modules/eks/aws"
  version = "~> 19.0"

  cluster_name    = var.cluster_name
  cluster_version = "1.28"

  vpc_id     = module.vpc.vpc_id
  subnet_ids = module.vpc.private_subnets

  cluster_endpoint_public_access = true

  cluster_addons = {
    coredns    = { most_recent = true }
    kube-proxy = { most_recent = true }
    vpc-cni = {
      most_recent    = true
      before_compute = true
      configuration_values = jsonencode({
        env = {
          ENABLE_PREFIX_DELEGATION = "true"
          WARM_PREFIX_TARGET       = "1"
        }
      })
    }
  }

  eks_managed_node_groups = {
    for name, ng in var.node_groups : name => merge(ng, {
      labels = {
        "node.kubernetes.io/pool" = name
      }
      capacity_type = lookup(ng, "capacity_type", "ON_DEMAND")
    })
  }

  tags = {
    Cluster = var.cluster_name
  }

  depends_on = [module.vpc]
}

output "cluster_endpoint" {
  value = module.eks.cluster_endpoint
}

output "node_group_arns" {
  value = values(module.eks.eks_managed_node_groups)[*].node_group_arn
}
