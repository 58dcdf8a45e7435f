"""The function reference's text for the plain library's functions (the
standard and extended tables, the filesystem group included): a summary,
examples and limits per function, in the project's own words.  The tables
copy it onto their functions when they are built; ``tools/function_reference.py``
writes the reference page from it, and the test suite runs every example."""

from __future__ import annotations

from typing import Final

from ..function.documentation import Documentation, doc

__all__ = ["DOCUMENTATION", "PYYAML", "RE2"]

_STRING_LIMIT = "the result is at most 16 MiB."
_FILE_LIMIT = ("reads regular files only (a FIFO or device is refused without waiting), "
               "of at most 16 MiB.")
RE2 = "needs the optional package `google-re2` (`pip install 'hclkit[functions]'`)."
PYYAML = "needs the optional package `PyYAML` (`pip install 'hclkit[functions]'`)."
_HASHED_FILE_LIMIT = ("reads regular files only, of at most 1 GiB, a piece at a time "
                      "(constant memory).")

DOCUMENTATION: Final[dict[str, Documentation]] = {
    # --- numbers ---
    "abs": doc("The absolute value of a number: its distance from zero.",
               ("abs(-3.5)", "3.5"), ("abs(7)", "7")),
    "ceil": doc("The smallest whole number that is not less than the argument.",
                ("ceil(4.2)", "5"), ("ceil(-4.2)", "-4")),
    "floor": doc("The greatest whole number that is not greater than the argument.",
                 ("floor(4.8)", "4"), ("floor(-4.2)", "-5")),
    "int": doc("The whole-number part of a number, dropping any fraction (towards zero).",
               ("int(4.9)", "4"), ("int(-4.9)", "-4")),
    "log": doc("The logarithm of `num` in the given `base`.",
               ("log(100, 10)", "2"), ("log(8, 2)", "3")),
    "max": doc("The greatest of one or more numbers.",
               ("max(3, 12, 7)", "12"), ("max([4, 9]...)", "9")),
    "min": doc("The smallest of one or more numbers.",
               ("min(3, 12, 7)", "3"), ("min([4, 9]...)", "4")),
    "parseint": doc("The whole number that a string writes in a base from 2 to 62: "
                    "letters are the digits from 10 (either case up to base 36; above it "
                    "lower-case letters are 10 to 35 and upper-case ones 36 to 61), and a "
                    "leading minus sign makes it negative.",
                    ('parseint("ff", 16)', "255"), ('parseint("-1010", 2)', "-10"),
                    ('parseint("Z", 62)', "61")),
    "pow": doc("`num` raised to the power `power`.",
               ("pow(2, 10)", "1024"), ("pow(9, 0.5)", "3")),
    "signum": doc("-1, 0 or 1: the sign of a number.",
                  ("signum(-7)", "-1"), ("signum(0)", "0"), ("signum(5)", "1")),
    "sum": doc("The total of a list, set or tuple of numbers (an empty one is an error).",
               ("sum([1, 2, 3.5])", "6.5")),
    # --- strings ---
    "chomp": doc("The string without the line endings (`\\n`, `\\r\\n` or `\\r`) at its "
                 "end.",
                 ('chomp("line\\n\\n")', '"line"'), ('chomp("no newline")', '"no newline"')),
    "endswith": doc("Whether the string ends with the suffix.",
                    ('endswith("main.tf", ".tf")', "true"),
                    ('endswith("main.tf", ".hcl")', "false")),
    "format": doc("A string built from a format specification and values, in the style of "
                  "printf: `%s` a string, `%d` a whole number, `%f`, `%e`, `%g` numbers, `%t` "
                  "a bool, `%q` a quoted string, `%v` any value, `%#v` JSON, `%b`, `%o`, "
                  "`%x`, `%X` other bases, with flags, widths, precisions and `%[n]` argument "
                  "indexes; `%%` is a percent sign.",
                  ('format("%s has %d items", "cart", 3)', '"cart has 3 items"'),
                  ('format("[%05.1f] [%-4s] [%x]", 3.14159, "ab", 255)', '"[003.1] [ab  ] [ff]"'),
                  limits="precisions of at most 100000; " + _STRING_LIMIT),
    "formatlist": doc("`format` applied element by element: list arguments are taken "
                      "position by position (they must have the same length), other "
                      "arguments repeat for every element.",
                      ('formatlist("%s=%d", ["a", "b"], [1, 2])', 'tolist(["a=1", "b=2"])'),
                      ('formatlist("Hello, %s!", ["Ann", "Bo"])',
                       'tolist(["Hello, Ann!", "Hello, Bo!"])'),
                      limits="as `format`."),
    "indent": doc("The string with every line but the first indented by `spaces` spaces, "
                  "for placing text inside an already indented block.",
                  ('indent(2, "a\\nb\\nc")', '"a\\n  b\\n  c"'), limits=_STRING_LIMIT),
    "join": doc("The elements of one or more lists of strings joined into one string, with "
                "`separator` between them.",
                ('join(", ", ["x", "y", "z"])', '"x, y, z"'),
                ('join("-", ["a"], ["b", "c"])', '"a-b-c"'),
                limits=_STRING_LIMIT),
    "lower": doc("The string with every letter in lower case.",
                 ('lower("HCL Kit")', '"hcl kit"')),
    "upper": doc("The string with every letter in upper case.",
                 ('upper("hcl kit")', '"HCL KIT"')),
    "title": doc("The string with the first letter of each word in upper case.",
                 ('title("hello big world")', '"Hello Big World"')),
    "regex": doc("The first match of an RE2 regular expression in the string: the matched "
                 "text if the pattern has no capture groups, a tuple of the groups' texts for "
                 "unnamed groups, an object by name for named groups (not both; a group that "
                 "took no part in the match is null). No match is an error "
                 "(test with `can` or use `regexall`). RE2 has no backtracking, so no pattern "
                 "takes exponential time.",
                 ('regex("[0-9]+", "version 42 of 7")', '"42"'),
                 ('regex("(\\\\d+)\\\\.(\\\\d+)", "v1.22")', '["1", "22"]'),
                 ('regex("(?P<major>\\\\d+)\\\\.(?P<minor>\\\\d+)", "v1.22")',
                  '{major = "1", minor = "22"}'),
                 limits=RE2),
    "regexall": doc("Every non-overlapping match of an RE2 regular expression in the string, "
                    "each as `regex` gives it; an empty list when there is none.",
                    ('regexall("[a-z]+", "ab 12 cd")', 'tolist(["ab", "cd"])'),
                    ('regexall("x", "abc")', "tolist([])"),
                    limits=RE2),
    "regex_replace": doc("The string with every match of an RE2 regular expression replaced; "
                         "the replacement may refer to groups as `$1`, `$name` or `${name}`.",
                         ('regex_replace("2024-05-06", "(\\\\d+)-(\\\\d+)-(\\\\d+)", "$3/$2/$1")',
                          '"06/05/2024"'),
                         limits=_STRING_LIMIT[:-1] + "; " + RE2),
    "replace": doc("The string with every occurrence of `substr` replaced by `replace` "
                   "(plain text, not a pattern: see Terraform's variant and `regex_replace`).",
                   ('replace("a-b-c", "-", "+")', '"a+b+c"'),
                   limits=_STRING_LIMIT),
    "split": doc("The pieces of a string between occurrences of `separator`.",
                 ('split(",", "a,b,,c")', 'tolist(["a", "b", "", "c"])')),
    "startswith": doc("Whether the string starts with the prefix.",
                      ('startswith("hclkit", "hcl")', "true")),
    "strcontains": doc("Whether the string contains `substr`.",
                       ('strcontains("hello world", "o w")', "true"),
                       ('strcontains("hello", "x")', "false")),
    "strlen": doc("The number of characters in the string, counted as a reader sees them "
                  "(grapheme clusters: a letter and its combining accents count once).",
                  ('strlen("héllo")', "5"), ('strlen("")', "0")),
    "strrev": doc("The string reversed, character by character (grapheme clusters stay whole).",
                  ('strrev("hello")', '"olleh"')),
    "substr": doc("Part of the string: `length` characters from `offset` (grapheme clusters). "
                  "A negative offset counts from the end, and a length of -1 takes the rest.",
                  ('substr("hello world", 6, 5)', '"world"'), ('substr("hello", -3, -1)', '"llo"')),
    "trim": doc("The string without any of the characters of `cutset` at either end.",
                ('trim("--x-y--", "-")', '"x-y"')),
    "trimprefix": doc("The string without the prefix, if it starts with it.",
                      ('trimprefix("helloworld", "hello")', '"world"'),
                      ('trimprefix("world", "hello")', '"world"')),
    "trimsuffix": doc("The string without the suffix, if it ends with it.",
                      ('trimsuffix("main.tf", ".tf")', '"main"')),
    "trimspace": doc("The string without white space (spaces, tabs, newlines) at either end.",
                     ('trimspace("  x y \\n")', '"x y"')),
    # --- collections ---
    "alltrue": doc("Whether every element of a list of bools is true (true for an empty list).",
                   ("alltrue([true, true])", "true"), ("alltrue([])", "true"),
                   ("alltrue([true, false])", "false")),
    "anytrue": doc("Whether any element of a list of bools is true (false for an empty list).",
                   ("anytrue([false, true])", "true"), ("anytrue([])", "false")),
    "chunklist": doc("The list cut into lists of `size` elements (the last may be shorter); "
                     "a size of 0 gives the whole list as one chunk.",
                     ('chunklist(["a", "b", "c", "d", "e"], 2)',
                      'tolist([tolist(["a", "b"]), tolist(["c", "d"]), tolist(["e"])])')),
    "coalesce": doc("The first argument that is not null, all arguments converted to a common "
                    "type first.",
                    ("coalesce(null, 2, 3)", "2"), ('coalesce(null, "x")', '"x"')),
    "coalescelist": doc("The first argument that is a non-empty list or tuple.",
                        ('coalescelist([], ["a", "b"])', '["a", "b"]')),
    "compact": doc("The list of strings without its empty strings and nulls.",
                   ('compact(["a", "", "b", null])', 'tolist(["a", "b"])')),
    "concat": doc("The lists or tuples joined end to end, in order.",
                  ('concat(["a"], ["b", "c"])', '["a", "b", "c"]')),
    "contains": doc("Whether the list, tuple or set holds the value.",
                    ('contains(["a", "b"], "b")', "true"), ('contains(["a", "b"], "z")', "false")),
    "distinct": doc("The list without repeated elements; the first of each stays, in order.",
                    ('distinct(["a", "b", "a", "c", "b"])', 'tolist(["a", "b", "c"])')),
    "element": doc("The element at `index`, which wraps around past the end (index modulo "
                   "the length); a negative index is an error.",
                   ('element(["a", "b", "c"], 1)', '"b"'), ('element(["a", "b", "c"], 4)', '"b"')),
    "flatten": doc("Nested lists and tuples made into one flat tuple, in order.",
                   ('flatten([["a"], [], ["b", ["c"]]])', '["a", "b", "c"]')),
    "hasindex": doc("Whether `collection[key]` exists: a position of a list or tuple, or a key "
                    "of a map.",
                    ('hasindex(["a"], 0)', "true"), ('hasindex(["a"], 5)', "false")),
    "index": doc("The element of a list, tuple or map at `key`, as `collection[key]` "
                 "gives it (Terraform's `index` searches for a value instead).",
                 ('index(["a", "b"], 1)', '"b"'), ('index(tomap({a = "x"}), "a")', '"x"')),
    "keys": doc("The keys of a map or the attribute names of an object, in lexical order.",
                ("keys({b = 1, a = 2})", '["a", "b"]')),
    "values": doc("The values of a map or object, in the lexical order of their keys.",
                  ("values({b = 1, a = 2})", "[2, 1]")),
    "length": doc("The number of elements of a list, set, tuple or map (Terraform's "
                  "`length` also counts an object's attributes and a string's characters).",
                  ('length(["a", "b"])', "2")),
    "lookup": doc("The element of a map or object at `key`, or `default` when there is none.",
                  ('lookup({a = "x"}, "a", "none")', '"x"'),
                  ('lookup({a = "x"}, "b", "none")', '"none"')),
    "merge": doc("Maps or objects merged into one; where several have a key, the last wins.",
                 ("merge({a = 1, b = 2}, {b = 3})", "{a = 1, b = 3}")),
    "one": doc("The only element of a list, set or tuple; null when it is empty, an error when "
               "it has more than one.",
               ('one(["x"])', '"x"'), ("one([])", "null")),
    "range": doc("A list of numbers: `range(limit)` counts from 0, `range(start, limit)` from "
                 "`start`, `range(start, limit, step)` by `step`; `limit` itself is left out.",
                 ("range(3)", "tolist([0, 1, 2])"), ("range(1, 10, 4)", "tolist([1, 5, 9])"),
                 ("range(3, 0, -1)", "tolist([3, 2, 1])"),
                 limits="at most 1024 elements, as in the reference."),
    "reverse": doc("The list or tuple with its elements in the opposite order.",
                   ('reverse(["a", "b", "c"])', '["c", "b", "a"]')),
    "setintersection": doc("The elements that every set has.",
                           ('setintersection(["a", "b"], ["b", "c"])', 'toset(["b"])')),
    "setproduct": doc("Every combination of one element from each set or list (the Cartesian "
                      "product), each combination a list; a set of them when given sets, a list "
                      "when given lists or tuples.",
                      ('setproduct(["a", "b"], ["x"])', 'tolist([["a", "x"], ["b", "x"]])'),
                      ('setproduct(toset(["a"]), toset([1, 2]))', 'toset([["a", 1], ["a", 2]])'),
                      limits="at most 100000 combinations."),
    "setsubtract": doc("The elements of the first set that the second does not have.",
                       ('setsubtract(["a", "b", "c"], ["b"])', 'toset(["a", "c"])')),
    "setunion": doc("The elements that any of the sets has.",
                    ('setunion(["a"], ["b", "a"])', 'toset(["a", "b"])')),
    "slice": doc("The elements from `start_index` up to, not including, `end_index`.",
                 ('slice(["a", "b", "c", "d"], 1, 3)', '["b", "c"]')),
    "sort": doc("The strings in lexical order (by code point: upper case before lower case).",
                ('sort(["b", "C", "a"])', 'tolist(["C", "a", "b"])')),
    "transpose": doc("A map of lists of strings turned inside out: each string of the lists "
                     "becomes a key, listing the keys whose lists held it.",
                     ('transpose({a = ["x", "y"], b = ["y"]})',
                      'tomap({x = tolist(["a"]), y = tolist(["a", "b"])})')),
    "zipmap": doc("A map from a list of keys and a list of values, paired by position.",
                  ('zipmap(["a", "b"], [1, 2])', "{a = 1, b = 2}")),
    "matchkeys": doc("The elements of `values` whose counterpart in `keys` (same position) "
                     "is in `searchset`.",
                     ('matchkeys(["i-1", "i-2", "i-3"], ["us", "eu", "us"], ["us"])',
                      'tolist(["i-1", "i-3"])')),
    # --- encoding ---
    "base64decode": doc("The UTF-8 text that a Base64 string encodes (an error if the bytes "
                        "are not UTF-8).",
                        ('base64decode("SGVsbG8=")', '"Hello"')),
    "base64encode": doc("The UTF-8 bytes of a string in Base64.",
                        ('base64encode("Hello")', '"SGVsbG8="'), limits=_STRING_LIMIT),
    "base64gzip": doc("The UTF-8 bytes of a string compressed with gzip, in Base64.",
                      ('base64decode(base64encode("round trip"))', '"round trip"'),
                      ('base64gzip("") != ""', "true")),
    "csvdecode": doc("CSV text whose first line names the columns, as a list of objects, one "
                     "per further line (every value a string).",
                     ('csvdecode("name,age\\nann,30\\nbo,4\\n")',
                      'tolist([{age = "30", name = "ann"}, {age = "4", name = "bo"}])')),
    "jsondecode": doc("The value that a JSON text writes: JSON objects become objects and "
                      "arrays tuples.",
                      ('jsondecode("{\\"a\\": [1, true, null]}")', "{a = [1, true, null]}")),
    "jsonencode": doc("A value written as compact JSON.",
                      ('jsonencode({a = [1, "x"], b = null})',
                       '"{\\"a\\":[1,\\"x\\"],\\"b\\":null}"'),
                      limits=_STRING_LIMIT),
    "textencodebase64": doc("A string encoded in a named character encoding (such as "
                            "`UTF-16LE` or `ISO-8859-1`), in Base64.",
                            ('textencodebase64("Hi", "UTF-16LE")', '"SABpAA=="')),
    "textdecodebase64": doc("The text that Base64 bytes in a named character encoding hold.",
                            ('textdecodebase64("SABpAA==", "UTF-16LE")', '"Hi"')),
    "urlencode": doc("The string escaped for a URL query: letters, digits and `-_.~` stay, "
                     "spaces become `+`, other bytes `%XX`.",
                     ('urlencode("a b&c=d")', '"a+b%26c%3Dd"')),
    "yamldecode": doc("The value that a YAML 1.2 document writes: mappings become objects, "
                      "sequences tuples.",
                      ('yamldecode("a: 1\\nb: [x, y]\\n")', '{a = 1, b = ["x", "y"]}'),
                      limits="at most 1000000 YAML nodes (aliases counted where they are "
                      "used); " + PYYAML),
    "yamlencode": doc("A value written as a YAML document, in block style.",
                      ('yamlencode({a = 1, b = ["x"]})', '"\\"a\\": 1\\n\\"b\\":\\n- \\"x\\"\\n"'),
                      limits=_STRING_LIMIT[:-1] + "; " + PYYAML),
    # --- hashes and crypto ---
    "md5": doc("The MD5 hash of the string's UTF-8 bytes, in hexadecimal.",
               ('md5("hello")', '"5d41402abc4b2a76b9719d911017c592"')),
    "sha1": doc("The SHA-1 hash of the string's UTF-8 bytes, in hexadecimal.",
                ('sha1("hello")', '"aaf4c61ddcc5e8a2dabede0f3b482cd9aea9434d"')),
    "sha256": doc("The SHA-256 hash of the string's UTF-8 bytes, in hexadecimal.",
                  ('sha256("hello")',
                   '"2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824"')),
    "sha512": doc("The SHA-512 hash of the string's UTF-8 bytes, in hexadecimal.",
                  ('substr(sha512("hello"), 0, 16)', '"9b71d224bd62f378"')),
    "base64sha256": doc("The SHA-256 hash of the string's UTF-8 bytes, in Base64.",
                        ('base64sha256("hello")',
                         '"LPJNul+wow4m6DsqxbninhsWHlwfp0JecwQzYpOLmCQ="')),
    "base64sha512": doc("The SHA-512 hash of the string's UTF-8 bytes, in Base64.",
                        ('substr(base64sha512("hello"), 0, 12)', '"m3HSJL1i83hd"')),
    "bcrypt": doc("A bcrypt hash of the string with a random salt (a new value each call) "
                  "and the given cost (10 if left out).",
                  ('startswith(bcrypt("secret"), "$2a$10$")', "true"),
                  ('substr(bcrypt("secret", 4), 0, 7)', '"$2a$04$"'),
                  limits="a cost from 4 to 15 (each step doubles the time; 15 takes seconds); "
                  "needs the optional package `bcrypt` (`pip install 'hclkit[functions]'`)."),
    "rsadecrypt": doc("The text an RSA key's owner encrypted: `ciphertext` in Base64, "
                      "decrypted (PKCS #1 v1.5) with a PEM-encoded private key.",
                      ('can(rsadecrypt("bm90IHJzYQ==", "not a key"))', "false"),
                      limits="needs the optional package `cryptography` "
                      "(`pip install 'hclkit[functions]'`)."),
    "uuid": doc("A random (version 4) UUID: a new value each call.",
                ('can(regex("^[0-9a-f-]{36}$", uuid()))', "true"),
                ("substr(uuid(), 14, 1)", '"4"')),
    "uuidv4": doc("A random (version 4) UUID: a new value each call (Terraform calls it "
                  "`uuid`).",
                  ('can(regex("^[0-9a-f-]{36}$", uuidv4()))', "true")),
    "uuidv5": doc("The name-based (version 5, SHA-1) UUID of `name` in a namespace: `dns`, "
                  "`url`, `oid`, `x500` or a UUID.",
                  ('uuidv5("dns", "example.com")', '"cfbff0d1-9375-5685-968c-48ce8b15ae17"')),
    "cidrhost": doc("The address of host number `hostnum` in an IP prefix (negative numbers "
                    "count back from the end).",
                    ('cidrhost("10.0.0.0/24", 5)', '"10.0.0.5"'),
                    ('cidrhost("fd00::/64", 1)', '"fd00::1"')),
    "cidrnetmask": doc("The netmask of an IPv4 prefix, in dotted decimal.",
                       ('cidrnetmask("10.0.0.0/12")', '"255.240.0.0"')),
    "cidrsubnet": doc("Subnet number `netnum` of an IP prefix extended by `newbits` bits.",
                      ('cidrsubnet("10.0.0.0/16", 8, 2)', '"10.0.2.0/24"')),
    "cidrsubnets": doc("Consecutive subnets of an IP prefix, one per `newbits` argument "
                       "(each extending the prefix by that many bits), aligned and without "
                       "overlap.",
                       ('cidrsubnets("10.0.0.0/16", 4, 4, 8)',
                        'tolist(["10.0.0.0/20", "10.0.16.0/20", "10.0.32.0/24"])')),
    # --- dates and times ---
    "formatdate": doc("An RFC 3339 timestamp written in another layout, given by letters: "
                      "`YYYY` year, `MM`/`MMM`/`MMMM` month, `DD` day, `EEE`/`EEEE` weekday, "
                      "`hh` hour, `mm` minute, `ss` second, `ZZZZ` offset...; quote other "
                      "text in single quotes.",
                      ('formatdate("DD MMM YYYY hh:mm", "2024-03-09T14:05:00Z")',
                       '"09 Mar 2024 14:05"'),
                      ('formatdate("EEEE, \'week\' D", "2024-03-09T14:05:00Z")',
                       '"Saturday, week 9"')),
    "timeadd": doc("An RFC 3339 timestamp plus a duration such as `\"1h30m\"` or `\"-10s\"` "
                   "(units `ns`, `us`, `ms`, `s`, `m`, `h`).",
                   ('timeadd("2024-01-31T23:00:00Z", "90m")', '"2024-02-01T00:30:00Z"')),
    "timecmp": doc("-1, 0 or 1 as the first RFC 3339 timestamp is before, at or after the "
                   "second (the same instant in different offsets compares equal).",
                   ('timecmp("2024-01-01T00:00:00Z", "2024-01-01T01:00:00+01:00")', "0"),
                   ('timecmp("2024-01-01T00:00:00Z", "2025-01-01T00:00:00Z")', "-1")),
    "timestamp": doc("The current time in UTC, as an RFC 3339 timestamp (a new value each call).",
                     ('timecmp(timestamp(), "2000-01-01T00:00:00Z")', "1")),
    # --- type conversion ---
    "can": doc("Whether the expression evaluates without error. Errors that later values "
               "could fix (about unknown values) are not caught.",
               ('can(tonumber("12"))', "true"), ('can(tonumber("twelve"))', "false")),
    "try": doc("The value of the first argument expression that evaluates without error; an "
               "error if none does.",
               ('try(tonumber("x"), 0)', "0"), ('try(tonumber("7"), 0)', "7")),
    "convert": doc("The value converted to a type given as a type expression (`string`, "
                   "`list(number)`, `object({a = string})`...).",
                   ('convert(["a", 1], list(string))', 'tolist(["a", "1"])'),
                   ('convert({a = "1"}, map(number))', "tomap({a = 1})")),
    "tobool": doc("The value converted to a bool (`\"true\"` and `\"false\"` convert).",
                  ('tobool("true")', "true")),
    "tonumber": doc("The value converted to a number (a string must write one).",
                    ('tonumber("3.5")', "3.5")),
    "tostring": doc("The value converted to a string (numbers and bools convert).",
                    ("tostring(12)", '"12"'), ("tostring(true)", '"true"')),
    "tolist": doc("The value converted to a list, all elements to one type.",
                  ('tolist(["a", 1])', 'tolist(["a", "1"])')),
    "toset": doc("The value converted to a set: duplicates removed, order undefined "
                 "(strings come out sorted).",
                 ('toset(["b", "a", "b"])', 'toset(["a", "b"])')),
    "tomap": doc("The value converted to a map, all elements to one type.",
                 ('tomap({a = "x", b = 1})', 'tomap({a = "x", b = "1"})')),
    # --- templates ---
    "templatestring": doc("A string rendered as a template, with `vars` (an object or map) "
                          "as its variables; the template may call the table's functions.",
                          ('templatestring("Hi $${name}!", {name = "Ann"})', '"Hi Ann!"')),
    # --- filesystem (with base_dir only) ---
    "abspath": doc("The path made absolute (a relative path is taken from the base directory).",
                   ('endswith(abspath("hello.txt"), "/hello.txt")', "true")),
    "basename": doc("The last element of a path.",
                    ('basename("dir/sub/file.txt")', '"file.txt"')),
    "dirname": doc("A path without its last element.",
                   ('dirname("dir/sub/file.txt")', '"dir/sub"')),
    "pathexpand": doc("The path with a leading `~` replaced by the user's home directory.",
                      ('pathexpand("/etc/hosts")', '"/etc/hosts"'),
                      ('startswith(pathexpand("~/notes"), "~")', "false")),
    "file": doc("The contents of a file, as UTF-8 text.",
                ('file("hello.txt")', '"Hello, world!\\n"'), limits=_FILE_LIMIT),
    "filebase64": doc("The contents of a file (any bytes), in Base64.",
                      ('filebase64("hello.txt")', '"SGVsbG8sIHdvcmxkIQo="'),
                      limits="reads regular files only, of at most 12 MiB."),
    "fileexists": doc("Whether a regular file is at the path.",
                      ('fileexists("hello.txt")', "true"), ('fileexists("missing.txt")', "false")),
    "fileset": doc("The paths of the regular files under a directory that match a glob "
                   "pattern (`*`, `**` for any depth, `?`, `[...]`, `{a,b}`).",
                   ('fileset(".", "*.txt")', 'toset(["hello.txt"])'),
                   limits="looks at no more than 100000 directory entries."),
    "filemd5": doc("The MD5 hash of a file's bytes, in hexadecimal.",
                   ('filemd5("hello.txt")', '"746308829575e17c3331bbcb00c0898b"'),
                   limits=_HASHED_FILE_LIMIT),
    "filesha1": doc("The SHA-1 hash of a file's bytes, in hexadecimal.",
                    ('filesha1("hello.txt")', '"09fac8dbfd27bd9b4d23a00eb648aa751789536d"'),
                    limits=_HASHED_FILE_LIMIT),
    "filesha256": doc("The SHA-256 hash of a file's bytes, in hexadecimal.",
                      ('filesha256("hello.txt")',
                       '"d9014c4624844aa5bac314773d6b689ad467fa4e1d1a50a1b8a99d5a95f72ff5"'),
                      limits=_HASHED_FILE_LIMIT),
    "filesha512": doc("The SHA-512 hash of a file's bytes, in hexadecimal.",
                      ('substr(filesha512("hello.txt"), 0, 16)', '"09e1e2a84c92b56c"'),
                      limits=_HASHED_FILE_LIMIT),
    "filebase64sha256": doc("The SHA-256 hash of a file's bytes, in Base64.",
                            ('filebase64sha256("hello.txt")',
                             '"2QFMRiSESqW6wxR3PWtomtRn+k4dGlChuKmdWpX3L/U="'),
                            limits=_HASHED_FILE_LIMIT),
    "filebase64sha512": doc("The SHA-512 hash of a file's bytes, in Base64.",
                            ('substr(filebase64sha512("hello.txt"), 0, 12)', '"CeHiqEyStWyC"'),
                            limits=_HASHED_FILE_LIMIT),
    "templatefile": doc("A file rendered as a template, with `vars` (an object or map) as its "
                        "variables; the template may call the table's functions.",
                        ('templatefile("greeting.tftpl", {name = "Ann"})', '"Hello, Ann!\\n"'),
                        limits=_FILE_LIMIT),
}
