# A grab-bag of function call shapes as seen in real modules.

locals {
  now          = timestamp()
  uuid         = uuid()
  region_upper = upper(var.region)
  zones        = ["a", "b", "c"]
  az_names     = formatlist("%s%s", var.region, local.zones)
  min_port     = min(8080, 8443, 9090)
  max_of_list  = max(var.ports...)
  merged       = merge(var.default_tags, var.extra_tags, { Name = var.name })
  merged_all   = merge(var.tag_sets...)
  joined_lists = concat(var.public_cidrs, var.private_cidrs, ["192.168.0.0/24"])
  flat         = flatten(concat([var.a_list], [var.b_list]))
  coalesced    = coalesce(var.override_name, var.name, "default")
  coalesced_l  = coalescelist(var.maybe_empty, ["fallback"])
  chunked      = chunklist(local.joined_lists, 2)
  zipped       = zipmap(local.zones, range(length(local.zones)))
  cidr_hosts   = [for i in range(4) : cidrhost(var.vpc_cidr, i + 10)]
  nested_calls = lower(replace(trimspace(format("  %s-%s  ", var.name, var.env)), "_", "-"))

  rendered = templatefile(
    "${path.module}/templates/app.conf.tftpl",
    {
      name     = var.name
      port     = local.min_port
      replicas = var.replicas
      zones    = local.az_names
    }
  )

  encoded = base64encode(
    jsonencode(
      {
        version = 2
        checks = [
          for p in var.ports : {
            port     = p
            interval = "10s"
          }
        ]
      }
    )
  )

  formatted = format(
    "%s:%d/%s?timeout=%ds",
    var.host,
    var.port,
    var.path,
    30,
  )

  lookup_default = lookup(
    var.instance_sizes, # map
    var.env,            // key
    "t3.micro" /* default */
  )

  parsed_yaml = yamldecode(file("${path.module}/config/${var.env}.yaml"))
  regex_parts = regex("^(?P<proto>https?)://(?P<host>[^/:]+)", var.endpoint)
  set_ops     = setsubtract(setunion(var.a_list, var.b_list), setintersection(var.a_list, var.b_list))
  sorted_keys = sort(keys(var.default_tags))
  reversed    = reverse(local.sorted_keys)
  sliced      = slice(local.reversed, 0, min(2, length(local.reversed)))
  index_of    = index(local.zones, "b")
  type_check  = can(tonumber(var.maybe_number)) ? tonumber(var.maybe_number) : 0
  fallback    = try(var.settings.advanced.timeout, var.settings.timeout, 60)
  empty_args  = compact([])
}
