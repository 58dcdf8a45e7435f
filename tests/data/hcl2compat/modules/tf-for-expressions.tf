variable "users" {
  type = map(object({
    email  = string
    groups = list(string)
    admin  = bool
  }))
}

locals {
  admins        = [for name, u in var.users : name if u.admin]
  emails        = { for name, u in var.users : name => u.email }
  upper_names   = [for name in keys(var.users) : upper(name)]
  group_members = { for pair in flatten([for name, u in var.users : [for g in u.groups : { group = g, user = name }]]) : pair.group => pair.user... }
  indexed       = { for i, v in var.list : i => v }
  filtered_sort = sort([for s in var.strings : trimspace(s) if length(trimspace(s)) > 0])
  nested_cond   = [for x in var.xs : x > 10 ? "big" : x > 5 ? "medium" : "small"]
  set_items     = toset([for s in var.subnets : s.id])
  tuple_of_obj  = [for k, v in var.m : { key = k, value = v, len = length(v) }]
  splat_in_for  = [for inst in aws_instance.web : inst.tags["Name"]]
  zipped        = zipmap(var.keys, [for v in var.values : tostring(v)])
  ternary_obj   = var.enabled ? { a = 1 } : {}
}

resource "aws_iam_user" "users" {
  for_each = var.users
  name     = each.key
  tags     = { email = each.value.email }
}

resource "aws_iam_user_group_membership" "m" {
  for_each = { for name, u in var.users : name => u if length(u.groups) > 0 }
  user     = aws_iam_user.users[each.key].name
  groups   = each.value.groups
}
