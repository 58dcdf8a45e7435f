"""The function reference (docs/reference/functions.md): generated from the
tables, complete, current, and every example true — run in every table that
has the function, and for the standard table's functions also equal to the
reference implementation's recorded answer
(``tests/oracle/record_function_reference.py``)."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest
from tools import function_reference as ref

import hclkit
from hclkit.function import Example, Function, Parameter
from hclkit.function.documentation import doc, document
from hclkit.stdlib.documentation import DOCUMENTATION as PLAIN
from hclkit.terraform.documentation import DOCUMENTATION as TERRAFORM
from hclkit.terraform.functiontable import own_functions
from hclkit.types import NUMBER, number_value
from tests.oracle.cases import load_answer, oracle_form, oracle_type, reference_type

ORACLE = Path(__file__).resolve().parent / "data" / "function_reference" / "oracle.jsonl"
RECORD = "python tests/oracle/record_function_reference.py"
# In the standard table, but not in the reference's evaluator.
NOT_IN_ORACLE = {"base64decode", "base64encode"}

DEFINITIONS = ref.definitions()
DOCUMENTED = [d for defs in DEFINITIONS.values() for d in defs if d.same_as is None]
TABLES = {t.key: t.build(ref.EXAMPLE_FILES) for t in ref.TABLES}
CASES = [pytest.param(d, table, ex, id=f"{d.name}-{table}-{i}")
         for d in DOCUMENTED for table in d.tables for i, ex in enumerate(d.function.examples)]


def test_every_function_of_every_table_is_documented() -> None:
    for table in ref.TABLES:
        for name, fn in table.build(ref.EXAMPLE_FILES).items():
            if table.key == "hcldec" and name == "reverse":
                assert fn is hclkit.stdlib.functions()["strrev"]
                continue
            assert fn.summary, (table.key, name)
            assert fn.examples, (table.key, name)
    assert len(DEFINITIONS) == len(set().union(*(t.build(ref.EXAMPLE_FILES)
                                                 for t in ref.TABLES)))


@pytest.mark.parametrize(("definition", "table", "example"), CASES)
def test_example_gives_its_result(definition: ref.Definition, table: str,
                                  example: Example) -> None:
    value = ref.evaluate(example.expression, TABLES[table])
    assert ref.render(value) == example.result


def _recorded() -> dict[str, dict[str, object]]:
    lines = ORACLE.read_text(encoding="utf-8").splitlines()
    return {r["expression"]: r["answer"] for r in map(load_answer, lines)}


def test_standard_examples_are_recorded_from_the_reference() -> None:
    recorded = _recorded()
    wanted = {ex.expression for d in DOCUMENTED if "standard" in d.tables
              for ex in d.function.examples}
    assert set(recorded) == wanted, f"the examples changed: run {RECORD}"


@pytest.mark.parametrize("definition", [d for d in DOCUMENTED if "standard" in d.tables],
                         ids=lambda d: d.name)
def test_standard_examples_agree_with_the_reference(definition: ref.Definition) -> None:
    recorded = _recorded()
    for example in definition.function.examples:
        answer = recorded[example.expression]
        if definition.name in NOT_IN_ORACLE:
            assert "There is no function named" in str(answer["diagnostics"])
            continue
        assert not answer.get("diagnostics"), answer
        value = ref.evaluate(example.expression, TABLES["standard"])
        assert oracle_type(value.type) == reference_type(answer["type"]), example
        assert oracle_form(value) == answer["value"], example


def test_the_page_is_current() -> None:
    assert ref.PAGE.is_file() and ref.PAGE.read_text(encoding="utf-8") == ref.page(), (
        f"docs/reference/functions.md is out of date: run {ref.REGENERATE}")


def test_the_page_lists_every_function_with_its_tables() -> None:
    page = ref.PAGE.read_text(encoding="utf-8")
    for name, defs in DEFINITIONS.items():
        assert f"\n## {name}\n" in page
        row = next(line for line in page.splitlines() if line.startswith(f"| [`{name}`]"))
        assert row.count("yes") == sum(len(d.tables) for d in defs), row


def test_terraform_documents_exactly_its_own_definitions() -> None:
    # (tolist, tomap and toset are taken over from the plain library unchanged)
    own = set(own_functions()) - {"tolist", "tomap", "toset"}
    assert set(TERRAFORM) == own | {"templatestring"}
    # Building Terraform's table leaves the plain table's functions as they were.
    tf = hclkit.terraform.functions()
    plain = hclkit.stdlib.extended_functions()
    for name in TERRAFORM:
        if name in plain:
            assert plain[name].summary == PLAIN[name].summary, name
            assert tf[name].summary == TERRAFORM[name].summary, name
            assert tf[name] is not plain[name]


def test_documentation_names_only_functions_that_exist() -> None:
    everything = set().union(*(t.build(ref.EXAMPLE_FILES) for t in ref.TABLES))
    assert set(PLAIN) <= everything
    assert set(TERRAFORM) <= set(hclkit.terraform.functions())


def test_function_keeps_its_constructor_and_pickles() -> None:
    positional = Function([Parameter("n", NUMBER)], None, NUMBER, _one, "old description")
    assert positional.description == "old description" and positional.summary == ""
    assert positional.examples == () and positional.limits == ""
    documented = Function(impl=_one, summary="One.", examples=[Example("one()", "1")],
                          limits="none")
    back = pickle.loads(pickle.dumps(documented))
    assert (back.summary, back.examples, back.limits) == ("One.", (Example("one()", "1"),),
                                                           "none")
    assert back.call([]).to_python() == 1


def _one(args: object, ret: object) -> hclkit.types.Value:
    return number_value(1)


def test_documenting_never_overwrites_other_documentation() -> None:
    shared = Function(impl=_one)
    table = {"first": shared, "second": shared, "third": Function(impl=_one)}
    docs = {"first": doc("First.", ("first()", "1")), "second": doc("Second.")}
    document(table, docs)
    assert table["first"] is shared and shared.summary == "First."
    assert table["second"] is not shared and table["second"].summary == "Second."
    assert table["first"].examples == (Example("first()", "1"),)
    assert table["third"].summary == ""
    again = dict(table)
    document(again, docs)  # already so documented: nothing to copy
    assert again == table


def test_the_limits_quoted_are_the_codes() -> None:
    from hclkit.stdlib import _util, collection, combine, crypto, filesystem, yaml
    from hclkit.stdlib import format as format_module

    mib = 1024 * 1024
    quoted = {
        "range": f"at most {collection.RANGE_LIMIT} elements",
        "setproduct": f"at most {combine.MAX_PRODUCT} combinations",
        "format": f"precisions of at most {format_module.MAX_PRECISION}",
        "bcrypt": f"from 4 to {crypto.MAX_BCRYPT_COST}",
        "yamldecode": f"at most {yaml.MAX_YAML_NODES} YAML nodes",
        "fileset": f"no more than {filesystem.MAX_FILESET_ENTRIES} directory entries",
        "file": f"at most {filesystem.MAX_FILE_SIZE // mib} MiB",
        "filebase64": f"at most {filesystem.MAX_FILE_SIZE * 3 // 4 // mib} MiB",
        "filesha256": f"at most {filesystem.MAX_HASHED_FILE_SIZE // (1024 * mib)} GiB",
        "join": f"at most {_util.MAX_STRING_LENGTH // mib} MiB",
    }
    for name, text in quoted.items():
        assert text in PLAIN[name].limits, (name, PLAIN[name].limits)
