"""Where Terraform's function table differs from the wider plain table
(issue 21): each difference checked on Terraform's table, and, where the
plain table keeps go-cty's behaviour, checked to differ there."""

from __future__ import annotations

import base64
import gzip
import warnings
from pathlib import Path

import pytest

import hclkit
from hclkit import types as T
from hclkit.terraform.encoding import GZIP_HEADER

TF = hclkit.terraform.functions()
PLAIN = hclkit.stdlib.extended_functions()
MAP = {"m": hclkit.to_value({"k": "v"}), "t": hclkit.to_value("Hello, ${name}!")}


def run(src: str, table: dict[str, hclkit.Function] = TF) -> tuple[T.Value, list[str]]:
    expr, diags = hclkit.parse_expression(src)
    assert not diags.has_errors(), diags
    value, diags = expr.value(hclkit.EvalContext(variables=MAP, functions=table))
    return value, [f"{d.summary}: {d.detail}" for d in diags]


def ok(src: str, table: dict[str, hclkit.Function] = TF) -> T.Value:
    value, errors = run(src, table)
    assert not errors, errors
    return value


def fails(src: str, table: dict[str, hclkit.Function] = TF) -> str:
    _, errors = run(src, table)
    assert errors, src
    return errors[0]


@pytest.mark.parametrize(("src", "expected"), [
    ('length("hello")', 5),
    ('length("👾🕹️")', 2),            # grapheme clusters, not code points
    ("length({a = 1})", 1),
    ('length({a = 1, b = "x"})', 2),
    ('lookup(m, "k")', "v"),
    ('index(["a", "b"], "b")', 1),
    ('replace("hello", "/l/", "L")', "heLLo"),
    ('replace("hello world", "/(w)(o)/", "$2$1")', "hello owrld"),
    ('coalesce("", "b")', "b"),
    ('cidrhost("010.001.0.0/24", 6)', "10.1.0.6"),
    ('cidrhost("::ffff:10.0.0.0/120", 6)', "10.0.0.6"),
    ('cidrsubnet("::ffff:10.0.0.0/104", 8, 1)', "10.1.0.0/16"),
    ('matchkeys(["a", "b"], [1, 2], ["2"])', ["b"]),
])
def test_terraform_semantics_where_the_plain_table_differs(src: str, expected: object) -> None:
    assert ok(src).to_python() == expected
    plain, errors = run(src, PLAIN)
    assert errors or plain.to_python() != expected


def test_lookup_without_default_fails_for_a_missing_key() -> None:
    assert 'lookup failed to find key "x"' in fails('lookup(m, "x")')
    assert "two or three arguments" in fails('lookup(m, "x", 1, 2)')


def test_index_not_found() -> None:
    assert "item not found" in fails('index(["a"], "z")')


def test_coalesce_all_empty_or_null() -> None:
    assert "no non-null, non-empty-string arguments" in fails('coalesce("", null)')


def test_cidrsubnets_refuses_more_than_32_new_bits() -> None:
    assert "more than 32 bits" in fails('cidrsubnets("fd00::/16", 33)')
    assert ok('cidrsubnets("fd00::/16", 32)').to_python() == ["fd00::/48"]
    assert not run('cidrsubnets("fd00::/16", 33)', PLAIN)[1]


def test_templatestring_takes_a_reference_to_a_string() -> None:
    assert ok('templatestring(t, {name = "you"})').to_python() == "Hello, you!"
    assert "single reference" in fails('templatestring("Hello, $${name}", {name = "a"})')
    assert "single reference" in fails('templatestring(upper(t), {name = "a"})')
    assert "must be a string" in fails("templatestring(m, {})")


def test_convert_applies_optional_defaults() -> None:
    value = ok('convert({}, object({a = optional(string, "d")}))')
    assert value.to_python() == {"a": "d"}
    assert value.type == T.Object({"a": T.STRING})
    nested = ok('convert({test = {}}, map(object({attr = optional(string), '
                'with_default = optional(string, "default")})))')
    assert nested.to_python() == {"test": {"attr": None, "with_default": "default"}}
    # The reference's convert (in the plain tables) takes no defaults.
    assert "only one argument" in fails('convert({}, object({a = optional(string, "d")}))',
                                        PLAIN)


def test_tostring_of_null_is_a_null_string() -> None:
    for name, ty in (("tostring", T.STRING), ("tonumber", T.NUMBER), ("tobool", T.BOOL)):
        value = ok(f"{name}(null)")
        assert value.is_null and value.type == ty
        assert ok(f"{name}(null)", PLAIN).type is T.DYNAMIC


def test_base64gzip_has_terraforms_header_and_round_trips() -> None:
    encoded = ok('base64gzip("test")').as_string()
    packed = base64.b64decode(encoded)
    assert packed[:10] == GZIP_HEADER
    assert encoded.startswith("H4sIAAAAAAAA/")
    assert gzip.decompress(packed) == b"test"
    text = "ünïcode " * 100
    packed = base64.b64decode(ok(f'base64gzip("{text}")').as_string())
    assert gzip.decompress(packed).decode() == text


def test_yamlencode_of_a_lone_plain_scalar_ends_the_document() -> None:
    assert ok("yamlencode(true)").as_string() == "true\n...\n"
    assert ok("yamlencode(1)").as_string() == "1\n...\n"
    assert ok("yamlencode(null)").as_string() == "null\n...\n"
    assert ok('yamlencode("a")').as_string() == '"a"\n'
    assert ok('yamlencode({a = 1})').as_string() == '"a": 1\n'


def test_marks_are_identity_and_nothing_is_sensitive() -> None:
    assert ok('sensitive("x")').to_python() == "x"
    assert ok('nonsensitive(sensitive("x"))').to_python() == "x"
    assert ok('issensitive(sensitive("x"))').to_python() is False
    assert ok('ephemeralasnull("x")').to_python() == "x"
    assert ok("sensitive([1])").type == T.Tuple([T.NUMBER])


def test_functions_that_only_say_what_to_use_instead() -> None:
    assert "only available in the Terraform console" in fails("type(1)")
    assert "use tolist([ ... ])" in fails('list("a")')
    assert "use tomap({ ... })" in fails('map("a", 1)')


def test_plantimestamp_is_an_unknown_string() -> None:
    value = ok("plantimestamp()")
    assert not value.is_known and value.type is T.STRING


def test_names_terraform_does_not_have_are_absent() -> None:
    for name in ("strlen", "hasindex", "int", "regex_replace", "uuidv4"):
        assert name in PLAIN and name not in TF


def test_every_name_terraform_defines() -> None:
    from tests.terraform.function_docs import TERRAFORM_NAMES
    missing = [name for name in TERRAFORM_NAMES if name not in hclkit.terraform.functions(".")]
    assert missing == []


def test_old_name_warns_and_points_to_terraform_functions() -> None:
    with pytest.warns(DeprecationWarning, match=r"hclkit\.terraform\.functions\(\)"):
        table = hclkit.stdlib.terraform_functions()
    assert set(table) == set(PLAIN)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        hclkit.stdlib.extended_functions()


def test_loads_with_terraforms_table() -> None:
    data = hclkit.loads('a = length("hello")\nb = lookup({k = 1}, "k")\n',
                        functions=hclkit.terraform.functions())
    assert data == {"a": 5, "b": 1}


def test_templates_call_terraforms_functions(tmp_path: Path) -> None:
    """templatefile and templatestring render with Terraform's table, not
    the plain one, and may not render templates themselves."""
    base = tmp_path
    (base / "t.tftpl").write_text('${length(name)} ${index(["a", "b"], "b")}')
    table = hclkit.terraform.functions(base)
    value, errors = run('templatefile("t.tftpl", {name = "hello"})', table)
    assert not errors and value.as_string() == "5 1"
    (base / "nested.tftpl").write_text('${templatefile("t.tftpl", {name = "x"})}')
    _, errors = run('templatefile("nested.tftpl", {})', table)
    assert errors and "templatefile" in errors[0]
    value, errors = run('templatestring(t, {name = length("abc")})', table)
    assert not errors and value.as_string() == "Hello, 3!"
