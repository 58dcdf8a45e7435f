"""The function tables against the project's list of the functions it must
offer (../shared/notes/functions.md, whose group table is copied here):
every function it names is in the table it belongs to, so none goes
missing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hclkit.stdlib import extended_functions, functions

# The group table of ../shared/notes/functions.md.
GROUPS = {
    "numeric": "abs ceil floor int log max min parseint pow signum",
    "string": "chomp format formatlist indent join lower upper regex regexall regex_replace "
              "replace split strlen strrev substr title trim trimprefix trimsuffix trimspace",
    "collection": "chunklist coalesce coalescelist compact concat contains distinct element "
                  "flatten hasindex index keys length lookup merge range reverse "
                  "setintersection setproduct setsubtract setunion slice sort values zipmap",
    "encoding": "base64decode base64encode csvdecode jsondecode jsonencode urlencode "
                "yamldecode yamlencode",
    "hash and crypto": "bcrypt md5 sha1 sha256 sha512 rsadecrypt uuidv4 uuidv5",
    "date and time": "formatdate timeadd",
    "network": "cidrhost cidrnetmask cidrsubnet cidrsubnets",
    "type": "can try convert tobool tolist tomap tonumber toset tostring",
    "filesystem": "abspath basename dirname file filebase64 fileexists fileset pathexpand",
}
SHARED = Path(__file__).resolve().parents[3] / "shared" / "notes" / "functions.md"

# Functions that take expressions: hclkit.ext provides them (try, can,
# convert), not the value-function tables.
EXT_FUNCTIONS = {"try", "can", "convert"}

# Terraform's provider-independent functions that configurations use
# (issue 12), beyond the reference.
TERRAFORM = {"alltrue", "anytrue", "one", "sum", "startswith", "endswith", "strcontains",
             "matchkeys", "transpose", "base64gzip", "base64sha256", "base64sha512",
             "textencodebase64", "textdecodebase64", "uuid", "timestamp", "timecmp",
             "templatestring", "sha1", "sha512"}
TERRAFORM_FILES = {"templatefile", "filemd5", "filesha1", "filesha256", "filesha512",
                   "filebase64sha256", "filebase64sha512"}

# What the reference oracle offers and so functions() holds: go-cty's and
# HCL's functions (base64encode/base64decode were in it before; they stay).
REFERENCE_SET = {
    "abs", "ceil", "floor", "int", "log", "max", "min", "parseint", "pow", "signum",
    "chomp", "format", "formatlist", "indent", "join", "lower", "upper", "regex", "regexall",
    "regex_replace", "replace", "split", "strlen", "strrev", "substr", "title", "trim",
    "trimprefix", "trimsuffix", "trimspace", "chunklist", "coalesce", "coalescelist",
    "compact", "concat", "contains", "distinct", "element", "flatten", "hasindex", "index",
    "keys", "length", "lookup", "merge", "range", "reverse", "setintersection",
    "setproduct", "setsubtract", "setunion", "slice", "sort", "values", "zipmap",
    "base64decode", "base64encode", "csvdecode", "jsondecode", "jsonencode", "formatdate",
    "timeadd", "tobool", "tolist", "tomap", "tonumber", "toset", "tostring",
}


def reference_groups() -> dict[str, set[str]]:
    """Group -> function names."""
    return {group: set(names.split()) for group, names in GROUPS.items()}


def test_the_copy_is_current() -> None:
    if not SHARED.is_file():
        pytest.skip("no shared notes beside this checkout")
    shared: dict[str, set[str]] = {}
    for line in SHARED.read_text().splitlines():
        m = re.match(r"\| ([^|]+?) \| ([^|]+) \|$", line)
        if not m or m.group(1) in ("group", "---"):
            continue
        cell = re.sub(r"\([^)]*\)", "", m.group(2))  # convert's note in parentheses
        shared[m.group(1).split(" (")[0]] = set(re.findall(r"[a-z0-9_]+", cell))
    assert shared == reference_groups()


def test_the_reference_is_read() -> None:
    groups = reference_groups()
    assert len(groups) == 9
    assert sum(map(len, groups.values())) == 94


def test_every_function_of_the_reference_is_offered(tmp_path: Path) -> None:
    groups = reference_groups()
    files = groups["filesystem"]
    everything = set().union(*groups.values())
    without_files = extended_functions()
    with_files = extended_functions(tmp_path)
    assert everything - EXT_FUNCTIONS - files <= set(without_files)
    assert files <= set(with_files) and not files & set(without_files)
    assert set(without_files) >= TERRAFORM
    assert set(with_files) >= TERRAFORM_FILES


def test_functions_is_the_reference_set() -> None:
    # try and can may sit in the table too, as the reference offers them.
    assert set(functions()) - EXT_FUNCTIONS == REFERENCE_SET
