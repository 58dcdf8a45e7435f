# Attribute access, index and splat expressions against nested data.

data "aws_instances" "workers" {
  instance_tags = {
    Role = "worker"
  }
}

data "aws_instance" "worker" {
  count       = length(data.aws_instances.workers.ids)
  instance_id = data.aws_instances.workers.ids[count.index]
}

locals {
  ids_attr_splat  = data.aws_instance.worker.*.id
  ids_full_splat  = data.aws_instance.worker[*].id
  first_id        = data.aws_instance.worker[0].id
  first_id_legacy = data.aws_instance.worker.0.id
  last_id         = data.aws_instance.worker[length(data.aws_instance.worker) - 1].id

  first_volume_each = data.aws_instance.worker[*].ebs_block_device[0].volume_id
  volume_sizes      = data.aws_instance.worker[*].root_block_device[0].volume_size
  nested_attrs      = data.aws_instance.worker.*.root_block_device
  tag_names         = data.aws_instance.worker[*].tags["Name"]
  tag_names_attr    = data.aws_instance.worker[*].tags.Name

  config = {
    clusters = {
      primary = {
        nodes = [
          { host = "db-1", port = 5432, roles = ["primary"] },
          { host = "db-2", port = 5432, roles = ["replica", "backup"] },
        ]
      }
    }
  }

  primary_hosts   = local.config.clusters.primary.nodes[*].host
  primary_first   = local.config.clusters["primary"].nodes[0]["host"]
  second_role     = local.config["clusters"]["primary"]["nodes"][1]["roles"][1]
  legacy_chain    = local.config.clusters.primary.nodes.1.host
  roles_first     = local.config.clusters.primary.nodes[*].roles[0]
  dynamic_key     = local.config.clusters[var.cluster_name].nodes[var.node_index].port
  computed_index  = local.primary_hosts[(var.node_index + 1) % length(local.primary_hosts)]
  splat_on_object = var.single_object.*.name
  splat_on_null   = var.maybe_null[*]
  splat_then_call = length(data.aws_instance.worker[*].id)
  index_of_call   = split(",", var.csv)[2]
  attr_of_call    = jsondecode(var.json_blob).metadata.owner
  attr_of_paren   = (local.config).clusters
  index_of_tuple  = ["a", "b", "c"][1]
  index_of_object = { x = 1, y = 2 }["y"]
  multi_line_index = local.config.clusters.primary.nodes[
    var.node_index
  ].host
}

output "worker_ips" {
  value = data.aws_instance.worker[*].private_ip
}
