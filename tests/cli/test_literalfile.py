"""hcl2json's reader of small files of literals (hclkit.cli.literalfile)
gives exactly what hclkit.loads gives, or declines."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

import hclkit
from hclkit.cli import hcl2json
from hclkit.cli.jsonout import dumps_json
from hclkit.cli.literalfile import MAX_BYTES, literal_data

ROOT = Path(__file__).resolve().parents[1] / "data"
_NATIVE = (".hcl", ".tf", ".tfvars", ".nomad")


def _loads_json(data: bytes) -> str:
    value = hclkit.loads(data, filename="x.hcl", unknowns="expression", functions={})
    return dumps_json(value)


def test_it_agrees_with_loads_on_every_corpus_file_it_reads() -> None:
    read = 0
    for path in sorted(ROOT.rglob("*")):
        if not path.is_file() or not path.name.endswith(_NATIVE):
            continue
        data = path.read_bytes()
        got = literal_data(data)
        if got is None:
            continue
        read += 1
        assert dumps_json(got) == _loads_json(data), path
    assert read > 100  # the corpus has many such files: the comparison is real


ACCEPTED = [
    'name = "x"\nport = 8080\n',
    'a = true\nb = false\nc = null\n# comment\nd = ""\n',
    'list = [1, "two", true, null, [], {}]\n',
    'list = [\n  1,\n  2,\n]\n',
    'obj = {\n  b = 1\n  a = "x"\n  "q r" = [1]\n}\n',
    'obj = {b = 1, a = 2, "10": 3, "9": 4}\n',
    'block {\n  x = 1\n}\nafter = 2\n',
    'resource "aws_s3_bucket" "b" {\n  bucket = "x"  // trailing\n  inner {\n    y = [\n'
    '      1, 2\n    ]\n  }\n}\n',
    'a = 007\n',
    'a = 1\r\nb = 2',
    '/* block */ a = 1\n',
    '',
    '# only a comment',
    'a = 1 # a comment at the end, no newline',
    'a "" {\n}\n',
    'a = [1,]\nb = {\n  c = 1,\n}\n',
    'a {\n  b {\n  }\n}\n',
    'true = 1\nin = 2\n',
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_literal_files_are_read_as_loads_reads_them(text: str) -> None:
    data = text.encode()
    got = literal_data(data)
    assert got is not None
    assert dumps_json(got) == _loads_json(data)


DECLINED = [
    "a = b\n",  # a variable
    'a = upper("x")\n',  # a call
    "a = 1 + 2\n",  # an operator
    "a = -1\n",
    "a = 1.5\n",  # numbers other than whole ones of up to 15 digits
    "a = 1e3\n",
    "a = 1234567890123456\n",
    'a = "x${b}"\n',  # templates and escapes
    'a = "\\n"\n',
    'a = "%%{"\n',
    'a = "é"\n',  # past ASCII (strings are normalized)
    "a = <<EOT\nx\nEOT\n",
    "a = 1\na = 2\n",  # errors: the parser reports them
    "a = 1\na {\n}\n",
    "a = {x = 1, x = 2}\n",
    "a = \n",
    "a = [1 2]\n",
    "a = {x = 1 y = 2}\n",
    'b "x" {\n}\nb "y" {\n}\n',  # a repeated block type: merged by label
    "b { x = 1 }\n",  # a one-line block
    "dynamic attr {\n  name = 1\n}\n",  # loads expands dynamic blocks (found by fuzzing)
    'b {\n  dynamic "c" {\n    x = 1\n  }\n}\n',
    "b {\n  x = 1 }\n",
    "a = [for x in y: x]\n",
    "a = {for k, v in y: k => v}\n",
    "a = {(k) = 1}\n",
    "a = {true = 1}\n",
    "a = [1][0]\n",
    "a = true ? 1 : 2\n",
    '{"a": 1}',  # the JSON syntax
    "a" + " " * MAX_BYTES + "= 1\n",  # large: the parser's
    "a = " + "[" * 40 + "]" * 40 + "\n",  # deep
]


@pytest.mark.parametrize("text", DECLINED)
def test_anything_else_is_left_to_the_parser(text: str) -> None:
    assert literal_data(text.encode()) is None


def test_a_command_line_of_paths_has_the_options_the_parser_gives_it() -> None:
    import io
    paths = ["a.tf", "-", "dir"]
    parsed = hcl2json._parser(io.StringIO(), io.StringIO()).parse_args(paths)
    fast = hcl2json._paths_only(paths)
    assert fast is not None
    assert {k: getattr(fast, k) for k in vars(parsed)} == vars(parsed)
    assert hcl2json._paths_only(["a.tf", "--pretty"]) is None


def test_settings_travel_to_workers_with_what_the_terminal_told() -> None:
    import io
    settings = hcl2json.Settings("", "expression", {"v": 1}, True, False, functions="extended",
                                 terminal=(io.StringIO(), io.StringIO(), "always"))
    copy = pickle.loads(pickle.dumps(settings))
    assert (copy.width, copy.color, copy.pretty, copy.variables, copy.functions) == (
        80, True, True, {"v": 1}, "extended")
