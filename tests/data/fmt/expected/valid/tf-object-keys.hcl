# Object constructor key forms seen in the wild.

variable "env" {
  default = "staging"
}

variable "key_name" {
  default = "dynamic-key"
}

locals {
  prefix = "acme"

  identifiers = {
    simple     = 1
    with-dash  = 2
    with_under = 3
    CamelCase  = 4
  }

  quoted = {
    "kubernetes.io/name"        = "app"
    "app.kubernetes.io/part-of" = "shop"
    "with spaces"               = true
    ""                          = "empty key"
    "1numeric"                  = "starts with digit"
  }

  colons = {
    a : 1,
    "b" : 2,
    c : [1, 2, 3],
  }

  mixed_separators = { x = 1, y : 2, "z" = 3 }

  parenthesized = {
    (var.key_name)                  = "from variable"
    (local.prefix)                  = "from local"
    ("${local.prefix}-${var.env}")  = "from template"
    (upper(var.env))                = "from function"
    (var.env == "prod" ? "p" : "n") = "from conditional"
  }

  template_keys = {
    "${var.env}-bucket" = "templated key without parens"
    "literal-$${x}"     = "escaped"
  }

  newline_separated = {
    one   = 1
    two   = 2
    three = 3
  }

  comma_separated = { one = 1, two = 2, three = 3 }
  trailing_comma  = { one = 1, two = 2, }
  single          = { only = "one" }
  empty           = {}
  empty_multiline = {
  }

  nested = {
    level1 = {
      level2 = {
        level3 = { value = "deep", "quoted-key" : true }
      }
    }
  }

  keyword_like = {
    if    = "if is allowed as a key"
    in    = "so is in"
    true  = "and true as an identifier key"
    null  = "null as a key"
    endif = "endif too"
  }

  reordered_for = {
    baz = 2
    for = 1
  }
  quoted_for      = { "for" = 1, baz = 2 }
  tuple_paren_for = [(local.prefix), "x"]

  values_of_all_kinds = {
    num   = 42
    float = 4.2
    str   = "text"
    bool  = false
    nil   = null
    list  = ["a", "b"]
    obj   = { k = "v" }
    expr  = 1 + 2 * 3
    ref   = local.prefix
  }
}

output "keys" {
  value = keys(local.parenthesized)
}
