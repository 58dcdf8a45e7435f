config = {
  database = {
    host    = "localhost"
    port    = 5432
    options = { ssl = true, pool = { min = 1, max = 10 } }
    replicas = [
      { host = "r1", port = 5433 },
      { host = "r2",
      port = 5434 },
    ]
  }
  cache = { for k, v in var.caches : k => {
    ttl  = v.ttl
    size = v.size
  } }
}
list_of_lists = [[1, 2], [3, [4, 5]],
[6]]
deep = [{
  a = [{
    b = 1
  }]
}]
call = merge(
  { a = 1 },
  {
    b = 2
  },
)
mixed = { a = [
  1,
  2
], b = 3 }
