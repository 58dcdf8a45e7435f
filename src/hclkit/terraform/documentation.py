"""The function reference's text for the functions Terraform defines itself
(Terraform's table takes the plain library's text for the rest): a summary
that says where Terraform's definition differs from the plain one of the
same name, examples and limits, in the project's own words.
:func:`hclkit.terraform.functions` copies it onto the table's functions."""

from __future__ import annotations

from typing import Final

from ..function.documentation import Documentation, doc
from ..stdlib.documentation import DOCUMENTATION as PLAIN
from ..stdlib.documentation import PYYAML, RE2

__all__ = ["DOCUMENTATION"]

_CIDR = (" Unlike the plain function, and as Terraform does, IPv4 octets with leading "
         "zeros are read as decimal (`010.1.0.0` is `10.1.0.0`), and results for an "
         "IPv4-mapped IPv6 prefix (`::ffff:10.0.0.0/104`) are written as IPv4.")
_NO_MARKS = (" hclkit's values carry no marks (Terraform's sensitive and ephemeral "
             "values), so ")

DOCUMENTATION: Final[dict[str, Documentation]] = {
    "coalesce": doc("The first argument that is neither null nor an empty string, all "
                    "arguments converted to a common type first (the plain `coalesce` "
                    "skips only nulls).",
                    ('coalesce("", "b")', '"b"'), ('coalesce(1, "x")', '"1"')),
    "index": doc("The position of the first element of a list or tuple equal to `value`; "
                 "an error if there is none (the plain `index` looks an element up by key "
                 "instead).",
                 ('index(["a", "b", "c"], "b")', "1")),
    "length": doc("The number of elements of a list, set, tuple or map, of attributes of "
                  "an object, or of characters (grapheme clusters) of a string (the plain "
                  "`length` takes no strings).",
                  ('length("héllo")', "5"), ('length(["a", "b"])', "2"),
                  ("length({a = 1, b = 2})", "2")),
    "lookup": doc("The element of a map or object at `key`, else `default`; without a "
                  "default a missing key is an error (the plain `lookup` requires the "
                  "default).",
                  ('lookup({a = "x"}, "a")', '"x"'), ('lookup({a = "x"}, "b", "none")', '"none"')),
    "matchkeys": doc("The elements of `values` whose counterpart in `keys` (same position) "
                     "is in `searchset`, the search set converted to the keys' type first "
                     "(the plain `matchkeys` compares values as given).",
                     ('matchkeys(["i-1", "i-2", "i-3"], ["us", "eu", "us"], ["us"])',
                      'tolist(["i-1", "i-3"])'),
                     ('matchkeys(["a", "b"], [1, 2], ["1"])', 'tolist(["a"])')),
    "replace": doc("The string with every occurrence of `substr` replaced. Unlike the "
                   "plain `replace`, a `substr` wrapped in slashes (`\"/[0-9]+/\"`) is an "
                   "RE2 pattern, and the replacement may then use `$1`, `$name` or `${name}`.",
                   ('replace("a-b-c", "-", "+")', '"a+b+c"'),
                   ('replace("a1b22c", "/[0-9]+/", "#")', '"a#b#c"'),
                   limits="the result is at most 16 MiB; a pattern " + RE2),
    "cidrhost": doc(PLAIN["cidrhost"].summary + _CIDR,
                    ('cidrhost("10.0.0.0/24", 5)', '"10.0.0.5"'),
                    ('cidrhost("010.0.0.0/24", -2)', '"10.0.0.254"')),
    "cidrnetmask": doc(PLAIN["cidrnetmask"].summary + _CIDR,
                       ('cidrnetmask("10.0.0.0/12")', '"255.240.0.0"'),
                       ('cidrnetmask("::ffff:10.0.0.0/104")', '"255.0.0.0"')),
    "cidrsubnet": doc(PLAIN["cidrsubnet"].summary + _CIDR,
                      ('cidrsubnet("10.0.0.0/16", 8, 2)', '"10.0.2.0/24"'),
                      ('cidrsubnet("::ffff:10.0.0.0/104", 8, 1)', '"10.1.0.0/16"')),
    "cidrsubnets": doc(PLAIN["cidrsubnets"].summary + _CIDR,
                       ('cidrsubnets("10.0.0.0/16", 4, 4, 8)',
                        'tolist(["10.0.0.0/20", "10.0.16.0/20", "10.0.32.0/24"])')),
    "base64gzip": doc("The UTF-8 bytes of a string compressed with gzip, in Base64, with "
                      "the gzip header Terraform writes (it starts `H4sIAAAAAAAA/`); the "
                      "compressed bytes may differ from Terraform's, what they decompress "
                      "to does not.",
                      ('substr(base64gzip("hello"), 0, 13)', '"H4sIAAAAAAAA/"')),
    "yamlencode": doc("A value written as a block-style YAML document as Terraform writes "
                      "it: keys sorted, strings double-quoted, and a lone number, bool or "
                      "null followed by the document end marker `...` (the plain "
                      "`yamlencode` writes no marker).",
                      ('yamlencode({b = 1, a = "x"})', '"\\"a\\": \\"x\\"\\n\\"b\\": 1\\n"'),
                      ("yamlencode(1)", '"1\\n...\\n"'),
                      limits="the result is at most 16 MiB; " + PYYAML),
    "convert": doc("The value converted to a type constraint written as a type expression; "
                   "unlike the plain `convert`, `optional(TYPE, DEFAULT)` attributes of an "
                   "object type are allowed and missing ones get their defaults.",
                   ("convert({}, object({a = optional(number, 5)}))", "{a = 5}"),
                   ('convert(["a", 1], list(string))', 'tolist(["a", "1"])')),
    "tobool": doc("The value converted to a bool; a null gives a null bool, even when its "
                  "type is not known.",
                  ('tobool("false")', "false"), ("tobool(null)", "null")),
    "tonumber": doc("The value converted to a number; a null gives a null number, even when "
                    "its type is not known.",
                    ('tonumber("12")', "12"), ("tonumber(null)", "null")),
    "tostring": doc("The value converted to a string; a null gives a null string, even when "
                    "its type is not known.",
                    ("tostring(12)", '"12"'), ("tostring(null)", "null")),
    "sensitive": doc("In Terraform, the value marked sensitive (hidden in output)." + _NO_MARKS
                     + "it returns the value unchanged.",
                     ('sensitive("x")', '"x"')),
    "nonsensitive": doc("In Terraform, the value without its sensitive mark." + _NO_MARKS
                        + "it returns the value unchanged.",
                        ('nonsensitive("x")', '"x"')),
    "issensitive": doc("In Terraform, whether the value is marked sensitive." + _NO_MARKS
                       + "it is always false (unknown for an unknown value).",
                       ('issensitive("x")', "false")),
    "ephemeralasnull": doc("In Terraform, the value with its ephemeral parts replaced by "
                           "nulls." + _NO_MARKS + "it returns the value unchanged.",
                           ('ephemeralasnull({a = 1})', "{a = 1}")),
    "plantimestamp": doc("In Terraform, the time the plan started, as an RFC 3339 "
                         "timestamp; outside a plan (as here) an unknown string.",
                         ("plantimestamp()", "(unknown string)")),
    "templatestring": doc("A template held in a named value rendered with `vars` as its "
                          "variables. As in Terraform, `template` must be a single reference "
                          "to a value holding the template (`local.template`), not a string "
                          "written in place, which would be a template of the configuration "
                          "itself (the plain `templatestring` takes any string).",
                          ('templatestring(local.template, {name = "Ann"})', '"Hello, Ann!"'),
                          ('can(templatestring("Hi", {}))', "false")),
    "list": doc("Removed in Terraform 0.12: always fails, with a message saying to write "
                "`tolist([...])` instead.",
                ('can(list("a"))', "false")),
    "map": doc("Removed in Terraform 0.12: always fails, with a message saying to write "
               "`tomap({...})` instead.",
               ('can(map("a", 1))', "false")),
    "type": doc("Available only in Terraform's console; elsewhere, as here, it fails with "
                "a message saying so.",
                ("can(type(1))", "false")),
}
