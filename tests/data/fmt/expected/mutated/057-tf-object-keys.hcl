# Object constructor key forms seen in the wild.


variable
"env" {
  # c
  default = "staging"

}



variable # c
"key_name" {
  default = "dynamic-key"
}
// x

locals
{
  prefix // x
  =      // x
  "acme"
  /* b */
  identifiers =
  { /* b */

    simple =

    1
    // x
    with-dash  = 2
    with_under =
    3
    # c
    CamelCase = 4
  }


  quoted
  = { /* b */
    "kubernetes.io/name"        = "app" /* b */
    "app.kubernetes.io/part-of" = // x
    "shop"

    "with spaces" = /* b */ true # c

    // x
    ""         = "empty key"
    "1numeric" = "starts with digit"
  }

  colons = { /* b */
    a :
    1,

    "b" : 2,
    c : [1, 2, 3
    ],
  }

  # c
  mixed_separators = // x
  {

    x # c
    = 1,

    y

    : /* b */ 2, "z" = 3

  }


  parenthesized = {
    (var.key_name)
    =
    "from variable"
    (local.

    prefix) = "from local"


    (                                      # c
      "${local.prefix}-${/* b */ var.env}" // x
    ) =
    "from template"

    (upper(

    var.env)) = "from function"
    (var.env == // x
      "prod"    // x
      ? "p"

      : "n"
    ) = # c
    "from conditional"
  }
  # c

  template_keys = /* b */ {
    "${var.
    env}-bucket"    = "templated key without parens"
    "literal-$${x}" = // x
    "escaped"
    # c
  }


  newline_separated /* b */ = {
    one // x
    = 1
    two = 2


    three = // x
    3

  }

  # c
  comma_separated = { one =
    1, // x
    two = 2
    , three # c
  = /* b */ 3 /* b */ }

  trailing_comma /* b */ =
  { one                  = 1 /* b */, two = 2
    , // x
  }

  single # c
  = {
  only = "one" }
  empty

  =
  {
  }


  empty_multiline = {
  }

  /* b */
  nested // x
  = { /* b */
    level1 // x
    = {
      level2

      = /* b */ {
        level3
        = { value // x
          = "deep", /* b */ "quoted-key"
        : true }
      }

    }

  }


  keyword_like = {


    if
    = "if is allowed as a key"
    # c
    in = "so is in"


    true =
    "and true as an identifier key"
    null

    = "null as a key" // x

    endif =
    "endif too"


  } /* b */



  reordered_for =

  {
    baz =

    2
    for = # c
    1 /* b */
  }
  quoted_for =
  { "for"    = 1
  , baz = 2 /* b */ }

  tuple_paren_for
  =
  [(

    local.prefix) # c
  , "x"]          // x


  values_of_all_kinds = { # c

    num = 42


    float = 4.2
    str # c
    = "text"
    bool # c
    = false

    nil =
    null


    list = ["a", "b"]

    obj // x
    = { k = "v" /* b */ }

    expr = 1 + 2 # c
    * 3
    ref =

    local.prefix
  }
} /* b */

output "keys" {
  value = keys( // x
    local.
  parenthesized)
}
