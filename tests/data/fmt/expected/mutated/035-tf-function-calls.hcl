# A grab-bag of function call shapes as seen in real modules.



locals { // x


  now = // x
  timestamp
  ()
  uuid =
  uuid()
  region_upper = upper(var.region)

  zones = ["a"

  , "b", "c"]
  az_names
  = formatlist("%s%s", var
  .region, local /* b */.zones)
  // x
  min_port = min
  (                  # c
    8080, 8443, 9090 # c
  ) /* b */
  max_of_list = max(var.ports...)
  merged = merge(var.        # c
    default_tags             // x
    , var.extra_tags, { Name # c
      =

      var
  .name })
  merged_all

  = merge(          # c
    var.tag_sets... # c
  ) /* b */
  /* b */ joined_lists =
  concat

  (var.public_cidrs

    , var.private_cidrs, [ # c
  "192.168.0.0/24"])
  flat = flatten # c
  (
    concat([var.a_list], [
      var.b_list

    ])
  )
  // x
  coalesced        // x
  = coalesce(var   // x
    .override_name // x
  , var.name, "default")
  coalesced_l = coalescelist

  (var.

  maybe_empty, ["fallback"])
  chunked = chunklist(local.joined_lists, 2) // x


  zipped # c
  = zipmap(local.zones

    , range // x
    (length
      (local.zones
      ) // x
    )

  ) # c

  cidr_hosts = [for
    i in range(4)
    : cidrhost(/* b */ var.vpc_cidr, i // x
  + /* b */ 10)]
  nested_calls = lower(replace // x
    (

      trimspace /* b */ (
        format // x
        ("  %s-%s  " /* b */,
          var.name # c
      , var.env)), "_"
  , "-"))

  rendered = templatefile(/* b */
    "${path.module

    }/templates/app.conf.tftpl" // x
    ,


    {
      name
      = var.name
      port # c
      = local./* b */ min_port


      /* b */ replicas = /* b */ var.replicas

      zones = local.az_names


    }
  )

  encoded
  = base64encode( # c

    jsonencode // x
    (
      {
        version =

        2
        checks = [


          for p in var./* b */ ports : /* b */ {
            /* b */ port     = p
            interval /* b */ = "10s"
            # c
          }

        ]

      }
    )
  /* b */)



  formatted =
  format( # c


    "%s:%d/%s?timeout=%ds"

    ,
    # c
    var.host,
    var

    .

    port,
    var
    .path # c
    ,     // x

    // x
    30,

  )
  # c

  lookup_default
  = # c
  lookup(


    var.instance_sizes, # map
    // x
    var.env, // key
    "t3.micro" /* default */
  )


  parsed_yaml

  = yamldecode(file(

    "${

      path. // x
      module}/config/${
  var.env}.yaml"))
  regex_parts # c
  = regex("^(?P<proto>https?)://(?P<host>[^/:]+)"
    , var // x
  .endpoint)
  set_ops // x
  = setsubtract

  (setunion(var                  // x
    .a_list                      # c
    ,                            # c
    var.b_list), setintersection // x
    (var.a_list, var.b_list)

  ) # c

  sorted_keys =
  sort(keys(var.default_tags)
  )
  reversed

  = reverse /* b */ (local
  ./* b */ sorted_keys)
  sliced /* b */ = # c
  slice            // x
  (
    local.reversed /* b */, 0, // x
    min(                       // x
      2                        # c
      ,
      length(local /* b */.
        reversed

      )
  ))
  index_of =
  index(
    local.zones,

  "b")
  type_check = can(

  tonumber(var.maybe_number))

  ? tonumber(var.maybe_number) :
  0
  fallback = /* b */ try

  (

    var.settings.advanced.timeout, var
  .settings.timeout, 60) /* b */
  // x
  empty_args = compact([
  ])
}
