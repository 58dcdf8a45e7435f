# Expression stress test in the shape of a real locals block.

locals {
  # literals
  t  = true
  f  = false
  n  = null
  i  = 42
  d  = 3.25
  ex = 1.5e3
  s  = "string"

  # collections
  empty_tuple  = []
  empty_object = {}
  tuple_mixed  = [1, "two", true, null, [3], { four = 4 }]
  tuple_nl = [
    1,
    2
  ]
  tuple_trailing = [1, 2, 3, ]

  # unary and binary operators with precedence
  neg       = -local.i
  not       = !local.t
  neg_paren = -(local.i + 1)
  arith     = 1 + 2 * 3 - 4 / 2 % 3
  arith_par = ((1 + 2) * (3 - 4)) / (2 % 3)
  cmp_chain = 1 < 2 == 3 > 2
  logic     = local.t && !local.f || local.f && local.t
  logic_par = local.t && (!local.f || local.f) && local.t
  mixed     = local.i * 2 >= 80 && local.d < 4 || local.s != "string"
  eq_null   = local.n == null
  ne        = local.i != 43

  # conditionals, nested in every position
  cond        = local.t ? "yes" : "no"
  cond_nest1  = local.t ? local.f ? "a" : "b" : "c"
  cond_nest2  = local.f ? "a" : local.t ? "b" : "c"
  cond_nest3  = (local.t ? local.i : 0) > 10 ? (local.f ? 1 : 2) : 3
  cond_in_tpl = "value=${local.t ? "on" : "off"}"

  # for expressions
  for_tuple      = [for x in local.tuple_nl : x * 2]
  for_tuple_idx  = [for i, x in local.tuple_nl : "${i}:${x}"]
  for_tuple_if   = [for i, x in [10, 20, 30] : x if i > 0]
  for_object     = { for k, v in { a = 1, b = 2 } : k => v * 10 }
  for_object_one = { for s in ["x", "y"] : s => upper(s) }
  for_object_if  = { for k, v in { a = 1, b = 2 } : v => k if v != 1 }
  for_group      = { for k, v in { a = "x", b = "x", c = "y" } : v => k... }
  for_group_if   = { for k, v in { a = "x", b = "y" } : v => k... if k != "" }
  for_nested     = [for row in [[1, 2], [3, 4]] : [for c in row : c + 1]]
  for_multiline = [
    for item in local.tuple_mixed :
    item
    if item != null
  ]
  for_obj_multiline = {
    for idx, val in local.tuple_nl :
    "key${idx}" => {
      value  = val
      double = val * 2
    }
    if val > 0
  }

  # function calls
  call0     = timestamp()
  call1     = upper(local.s)
  calln     = format("%s-%d-%t", local.s, local.i, local.t)
  call_nest = length(split(",", join(",", ["a", "b"])))
  call_exp  = max(local.tuple_nl...)
  call_exp2 = format("%s%s", ["a", "b"]...)
  call_ml = coalesce(
    local.n,
    local.s,
  )

  # traversal forms
  attr       = local.for_obj_multiline.key0.value
  idx_str    = local.for_object["a"]
  idx_num    = local.tuple_mixed[5].four
  legacy     = local.tuple_mixed.0
  splat_attr = local.tuple_mixed[*]
  splat_full = [{ id = 1 }, { id = 2 }][*].id
  splat_old  = [{ id = 1 }, { id = 2 }].*.id
  splat_idx  = [{ ids = [1, 2] }][*].ids[0]

  # templates
  tpl_simple = "Hello, ${local.s}!"
  tpl_unwrap = "${local.i}"
  tpl_escape = "$${x} %%{y} \"q\" \\ \t \n \r \u00e9 \U0001F600"
  tpl_if     = "%{if local.t}T%{else}F%{endif}"
  tpl_for    = "%{for x in local.tuple_nl}[${x}]%{endfor}"
  tpl_for_kv = "%{for k, v in local.for_object}${k}=${v} %{endfor}"
  tpl_strip  = "a ${~local.s~} b %{~if local.t~} c %{~endif~} d"
  tpl_nested = "outer ${"inner ${"innermost ${local.i}"}"}"
}
