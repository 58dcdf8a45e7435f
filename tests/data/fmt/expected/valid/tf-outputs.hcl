// Outputs of the "service" module.

output "instance_ids" {
  description = "IDs of all instances"
  value       = aws_instance.app[*].id
}

output "instance_private_ips" {
  value = aws_instance.app.*.private_ip
}

output "first_instance_root_volume" {
  value = aws_instance.app[0].root_block_device[0].volume_id
}

output "all_root_volumes" {
  value = aws_instance.app[*].root_block_device[0].volume_id
}

output "instance_map" {
  value = {
    for idx, inst in aws_instance.app :
    inst.tags["Name"] => {
      id   = inst.id
      ip   = inst.private_ip
      az   = inst.availability_zone
      rank = idx + 1
    }
  }
}

output "instances_by_az" {
  description = "Instance IDs grouped by availability zone"
  value       = { for inst in aws_instance.app : inst.availability_zone => inst.id... }
}

output "az_by_instance_name" {
  value = { for i, inst in aws_instance.app : inst.availability_zone => inst.tags.Name... if i > 0 }
}

output "lb_dns_name" {
  value     = try(aws_lb.this[0].dns_name, null)
  sensitive = false
}

output "connection_string" {
  value     = "postgresql://${var.db_user}:${var.db_password}@${aws_db_instance.main.address}:${aws_db_instance.main.port}/${var.db_name}?sslmode=require"
  sensitive = true
}

output "summary" {
  value = <<-EOT
    Service:   ${var.name}
    Instances: ${length(aws_instance.app)}
    Tier:      ${upper(var.tier)}
  EOT
}

output "ports_csv" {
  value = join(",", [for p in var.ports : tostring(p)])
}

output "security_group_rule_ports" {
  value = flatten([
    for sg in aws_security_group.app[*] : [
      for rule in sg.ingress : rule.from_port
    ]
  ])
}

output "empty" {
  value = {}
}

output "nothing" {
  value = null
}
