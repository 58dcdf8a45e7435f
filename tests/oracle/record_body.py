#!/usr/bin/env python3
"""Record the reference's body processing: schemas applied to native bodies.

    python tests/oracle/record_body.py

The reference shows its body processing through ``hcldec``: each case's
schema is written as an hcldec spec (``attr`` with ``type = string`` for an
attribute, ``block_list`` for a block type without labels, ``block_map`` for
one with labels, nested ``object`` for the block's own schema), the input
is decoded, and the ``--diags=json`` answer is kept.  Dynamic attributes
processing (``just_attributes``) is seen through a spec file's top-level
``variables`` block, which the reference reads that way.

Writes tests/data/body/cases.json: every case with its schema, input and
the diagnostics the reference gave (severity, summary, detail, subject), and
the same as hcldec printed them for people.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.oracle.live import reference_tool

OUT = Path(__file__).resolve().parents[1] / "data" / "body" / "cases.json"

# A schema: {"attrs": {name: required}, "blocks": {type: {"labels": [...], "body": schema}}}
Schema = dict[str, Any]

SERVICE: Schema = {
    "attrs": {"name": True, "count": False, "description": False},
    "blocks": {
        "service": {"labels": ["kind", "name"],
                    "body": {"attrs": {"port": True, "protocol": False},
                             "blocks": {"check": {"labels": [], "body": {}}}}},
        "listener": {"labels": [], "body": {"attrs": {"port": False}}},
    },
}
LOOSE: Schema = {
    "attrs": {"name": False, "count": False, "description": False, "enabled": False},
    "blocks": {
        "service": {"labels": ["kind"], "body": {"attrs": {"port": False, "protocol": False}}},
        "listener": {"labels": [], "body": {"attrs": {"port": False}}},
        "logging": {"labels": [], "body": {}},
    },
}
NONASCII: Schema = {"attrs": {"größe": False, "naïve": False, "ab": False}, "blocks": {}}

# (name, schema, input)
CONTENT_CASES: list[tuple[str, Schema, str]] = [
    ("valid_everything", SERVICE,
     'name = "web"\ncount = 2\nservice "http" "web" {\n  port = 80\n  check {\n  }\n}\n'
     "listener {\n  port = 1\n}\n"),
    ("empty_file_missing_required", SERVICE, ""),
    ("comment_first_missing_required", SERVICE, "\n\n# a comment\n  count = 1\n"),
    ("missing_required_nested", SERVICE,
     'name = "x"\nservice "a" "b" {\n  protocol = "tcp"\n}\n'),
    ("missing_required_one_line_block", SERVICE,
     'name = "x"\nservice "a" "b" { protocol = "tcp" }\n'),
    ("missing_required_empty_one_line_block", SERVICE, 'name = "x"\nservice "a" "b" {}\n'),
    ("missing_required_indented_block", SERVICE,
     'name = "x"\n\n    service "a" "b" {\n      protocol = "tcp"\n    }\n'),
    ("unsupported_attr_no_suggestion", LOOSE, "prt = 1\n"),
    ("unsupported_attr_suggestion", LOOSE, "nme = 1\n"),
    ("unsupported_attr_distance_two", LOOSE, "namexy = 1\n"),
    ("unsupported_attr_distance_three", LOOSE, "namexyz = 1\n"),
    ("unsupported_attr_case", LOOSE, "Name = 1\n"),
    ("unsupported_attr_transposed", LOOSE, "cuont = 1\n"),
    ("unsupported_attr_suggestion_already_set", LOOSE, 'name = "a"\nnme = 1\n'),
    ("unsupported_attr_is_block_type", LOOSE, "listener = 3\n"),
    ("unsupported_attr_near_block_type", LOOSE, "listenr = 3\n"),
    ("unsupported_attr_nested", LOOSE, 'service "a" {\n  prot = 1\n}\n'),
    ("unsupported_attr_nested_already_set", LOOSE,
     'service "a" {\n  port = 1\n  prot = 1\n}\n'),
    ("unsupported_block_no_suggestion", LOOSE, "zebra {\n}\n"),
    ("unsupported_block_suggestion", LOOSE, 'servce "a" {\n}\n'),
    ("unsupported_block_is_attr", LOOSE, "count {\n}\n"),
    ("unsupported_block_near_attr", LOOSE, "cont {\n}\n"),
    ("unsupported_block_case", LOOSE, "Logging {\n}\n"),
    ("unsupported_block_suggestion_present", LOOSE,
     "logging {\n}\nloging {\n}\n"),
    ("unsupported_block_nested", LOOSE, 'service "a" {\n  nested {\n  }\n}\n'),
    ("unsupported_block_with_labels", LOOSE, 'zebra "a" "b" {\n}\n'),
    ("unsupported_one_line_block", LOOSE, 'zebra { a = 1 }\n'),
    ("missing_label", SERVICE, 'name = "x"\nservice "a" {\n  port = 1\n}\n'),
    ("missing_both_labels", SERVICE, 'name = "x"\nservice {\n  port = 1\n}\n'),
    ("missing_label_one_line", SERVICE, 'name = "x"\nservice "a" { port = 1 }\n'),
    ("missing_label_ident", SERVICE, 'name = "x"\nservice http {\n  port = 1\n}\n'),
    ("extraneous_label", SERVICE, 'name = "x"\nservice "a" "b" "c" {\n  port = 1\n}\n'),
    ("extraneous_labels", SERVICE, 'name = "x"\nservice "a" "b" "c" "d" {\n  port = 1\n}\n'),
    ("extraneous_label_none_expected", SERVICE, 'name = "x"\nlistener "x" {\n}\n'),
    ("extraneous_label_ident_none_expected", SERVICE, 'name = "x"\nlistener x y {\n}\n'),
    ("extraneous_label_one_expected", LOOSE, 'service "a" "b" {\n}\n'),
    ("labels_nested", SERVICE,
     'name = "x"\nservice "a" "b" {\n  port = 1\n  check "x" {\n  }\n}\n'),
    ("several_problems", SERVICE,
     'cont = 1\nservce "a" "b" {\n}\nlistener = 3\ncount {\n}\nservice "a" {\n  port = 1\n}\n'
     'service "a" "b" "c" {\n  port = 2\n}\n'),
    ("nested_several", SERVICE,
     'name = "x"\nservice "a" "b" {\n  prt = 1\n  chek {\n  }\n}\nlistener {\n  port = 1\n'
     "  nested {}\n}\n"),
    ("non_ascii_suggestion", NONASCII, "grösse = 1\nnaive = 2\n"),
    ("non_ascii_edit_distance", NONASCII, "äb = 1\n"),
    ("non_ascii_two_runes", NONASCII, "öä = 1\n"),
    ("tabs_and_crlf", LOOSE, "\tprt = 1\r\nservce {\r\n}\r\n"),
    ("unicode_before_name", LOOSE, 'description = "é"\n  zebr = 1\n'),
    ("block_and_attr_same_name", LOOSE, "logging = 1\nlogging {\n}\n"),
]

# (name, the variables block's body)
ATTRIBUTES_CASES: list[tuple[str, str]] = [
    ("just_attributes_valid", "  a = 1\n  b = 2\n"),
    ("just_attributes_block", "  a = 1\n  inner {\n  }\n  b = 2\n"),
    ("just_attributes_labelled_block", '  a = 1\n  other "x" {}\n  inner {\n  }\n'),
    ("just_attributes_only_block", '  inner "a" "b" {\n  }\n'),
]


def spec_body(schema: Schema, indent: str) -> str:
    lines = []
    for name, required in schema.get("attrs", {}).items():
        req = "\n" + indent + "  required = true" if required else ""
        lines.append(f'{indent}attr "{name}" {{\n{indent}  type = string{req}\n{indent}}}')
    for btype, block in schema.get("blocks", {}).items():
        inner = spec_body(block["body"], indent + "    ")
        obj = f"{indent}  object {{\n{inner}{indent}  }}"
        if block["labels"]:
            labels = ", ".join(f'"{n}"' for n in block["labels"])
            lines.append(f'{indent}block_map "{btype}" {{\n{indent}  labels = [{labels}]\n'
                         f"{obj}\n{indent}}}")
        else:
            lines.append(f'{indent}block_list "{btype}" {{\n{obj}\n{indent}}}')
    return "".join(line + "\n" for line in lines)


def diagnostics(stderr: str) -> list[dict[str, Any]]:
    """The diagnostics ``hcldec --diags=json`` wrote on stderr (nothing if none)."""
    found = json.loads(stderr).get("diagnostics") or [] if stderr.strip() else []
    keep = ("severity", "summary", "detail", "subject")
    return [{k: d.get(k) for k in keep} for d in found]


def run(hcldec: str, folder: Path, spec: str, source: str, name: str
        ) -> tuple[list[dict[str, Any]], list[str]]:
    """The diagnostics as JSON, and as text (one entry each, sorted: the
    reference's order is random)."""
    (folder / "spec.hcldec").write_text(spec, encoding="utf-8")
    (folder / name).write_text(source, encoding="utf-8", newline="")
    found = subprocess.run([hcldec, "--spec", "spec.hcldec", "--diags=json", name],
                           cwd=folder, capture_output=True, text=True, check=False)
    text = subprocess.run([hcldec, "--spec", "spec.hcldec", name], cwd=folder,
                          capture_output=True, text=True, check=False).stderr
    return (diagnostics(found.stderr),
            sorted(b for b in re.split(r"(?m)^(?=Error: |Warning: )", text) if b))


def record(hcldec: str) -> list[dict[str, Any]]:
    """Every case with the reference's answer."""
    cases = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for name, schema, source in CONTENT_CASES:
            spec = "object {\n" + spec_body(schema, "  ") + "}\n"
            found, text = run(hcldec, folder, spec, source, f"{name}.hcl")
            cases.append({"name": name, "mode": "content", "schema": schema, "input": source,
                          "diagnostics": found, "text": text})
        for name, body in ATTRIBUTES_CASES:
            # The spec file is the input here: its variables block is read as attributes.
            spec = "variables {\n" + body + "}\nliteral {\n  value = 1\n}\n"
            found, text = run(hcldec, folder, spec, "", "empty.hcl")
            cases.append({"name": name, "mode": "just_attributes", "input": spec,
                          "diagnostics": found, "text": text})
    return cases


def main() -> None:
    hcldec = reference_tool("hcldec")
    if hcldec is None:
        sys.exit("no hcldec: build it with ../shared/oracle/build.sh")
    cases = record(hcldec)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(cases, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(cases)} cases")


if __name__ == "__main__":
    main()
