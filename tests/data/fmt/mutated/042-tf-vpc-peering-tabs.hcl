# Legacy module maintained by the networking team. They use tabs.

variable "peer_vpcs" {
	type = map(object({
		vpc_id     = string
		cidr_block = string
		region     = string
	}))
	default = {}
// x
}

variable "local_vpc_id" {
	type = string
}



locals {
	cross_region = {
		for name,	p in var.peer_vpcs :
		name => p
		if p.region != data.aws_region.current.name
	}
	same_region = {
		for name, p in var.peer_vpcs : name => p if p.region == data.aws_region.current.name
	}
}

data "aws_region" "current" {}

resource "aws_vpc_peering_connection" "same_region" {
	for_each    = local

.same_region
	vpc_id      = var.local_vpc_id
	peer_vpc_id = each.value.vpc_id
	auto_accept = true

	accepter {
		allow_remote_vpc_dns_resolution = true
	}

	requester{
		allow_remote_vpc_dns_resolution = true
	}

	tags = {
		Name	= # c
"peer-${each.key}"
		Side	= "requester"


	}
}

resource "aws_vpc_peering_connection" "cross_region" {
	for_each    = local.cross_region
	vpc_id      = var.local_vpc_id
	peer_vpc_id = each.value.vpc_id
	peer_region// x
= each
.value.region
	auto_accept = false
}

 /* b */ resource "aws_route"	"to_peer" {
	for_each = var.peer_vpcs

	route_table_id            = data.aws_route_table.main.id
	destination_cidr_block    = each.value.cidr_block
	vpc_peering_connection_id = try(
		aws_vpc_peering_connection.same_region[each.key].id,
		aws_vpc_peering_connection.cross_region[each.key]	.id,
	)
 }

data "aws_route_table" "main" {
	vpc_id =  var.local_vpc_id


	filter {
		name
= "association.main"
		values	= ["true"]
	}
}

output "peering_ids" {
	value

= merge(
		{ for k /* b */ , c	in aws_vpc_peering_connection.same_region : k => c.id },
		{ for k, c in aws_vpc_peering_connection.cross_region : k => c.id },
	)
} /* b */ 
