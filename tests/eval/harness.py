"""Evaluation requests, answered by hclkit in the form the reference oracle
answers them (``hcl-oracle eval``), so that the two can be compared as data.

A request is ``{"src", "kind": "expr"|"template", "vars": {name: {"type",
"value"}}, "unknowns": {name: TYPE}, "nofuncs": bool}``.  Case files
(``tests/data/eval/cases/*.txt``) write one request per line::

    EXPR                                 evaluated with the standard variables
    EXPR ### VARS [### UNKNOWNS]         with these variables instead (JSON)
    T:TEMPLATE                           a standalone template
    !nofuncs EXPR                        with no functions at all

with ``⏎`` for a newline.  ``#`` lines are comments, blank lines ignored.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import hclkit
from hclkit import types as T
from hclkit.model.context import EvalContext
from tests.native.dump import diags_json
from tests.oracle.cases import dump_exact, load_answer, oracle_form, oracle_type, reference_type

DATA = Path(__file__).resolve().parents[1] / "data" / "eval"
CASES = DATA / "cases"

# The variables every case may use: each type, known, null and unknown.
STANDARD_VARS: dict[str, Any] = {
    "s": {"type": "string", "value": "hello"},
    "e": {"type": "string", "value": ""},
    "sn": {"type": "string", "value": "12"},
    "st": {"type": "string", "value": "true"},
    "n": {"type": "number", "value": 42},
    "f": {"type": "number", "value": 1.5},
    "z": {"type": "number", "value": 0},
    "neg": {"type": "number", "value": -3},
    "big": {"type": "number", "value": 123456789012345678901234567890},
    "t": {"type": "bool", "value": True},
    "fa": {"type": "bool", "value": False},
    "l": {"type": ["list", "string"], "value": ["a", "b", "c"]},
    "ln": {"type": ["list", "number"], "value": [1, 2, 3]},
    "le": {"type": ["list", "string"], "value": []},
    "ll": {"type": ["list", ["list", "number"]], "value": [[1, 2], [3]]},
    "lo": {"type": ["list", ["object", {"id": "string", "n": "number"}]],
           "value": [{"id": "x", "n": 1}, {"id": "y", "n": 2}]},
    "loe": {"type": ["list", ["object", {"id": "string", "n": "number"}]], "value": []},
    "set": {"type": ["set", "string"], "value": ["b", "a", "c"]},
    "setn": {"type": ["set", "number"], "value": [10, 2, 33]},
    "seto": {"type": ["set", ["object", {"id": "string"}]], "value": [{"id": "q"}, {"id": "p"}]},
    "m": {"type": ["map", "string"], "value": {"b": "2", "a": "1"}},
    "mn": {"type": ["map", "number"], "value": {"x": 1, "y": 2}},
    "me": {"type": ["map", "string"], "value": {}},
    "o": {"type": ["object", {"name": "string", "port": "number", "tags": ["list", "string"],
                              "on": "bool"}],
          "value": {"name": "web", "port": 80, "tags": ["a", "b"], "on": True}},
    "oo": {"type": ["object", {"inner": ["object", {"v": "number"}]}],
           "value": {"inner": {"v": 7}}},
    "tu": {"type": ["tuple", ["string", "number", "bool"]], "value": ["x", 1, True]},
    "tue": {"type": ["tuple", []], "value": []},
    "ns": {"type": "string", "value": None},
    "nn": {"type": "number", "value": None},
    "nb": {"type": "bool", "value": None},
    "nl": {"type": ["list", "string"], "value": None},
    "nm": {"type": ["map", "string"], "value": None},
    "no": {"type": ["object", {"a": "string"}], "value": None},
    "nd": {"type": "dynamic", "value": None},
    "ld": {"type": ["list", ["list", "string"]], "value": [["a"], [], ["b", "c"]]},
}
STANDARD_UNKNOWNS: dict[str, Any] = {
    "us": "string",
    "un": "number",
    "ub": "bool",
    "ul": ["list", "string"],
    "ulo": ["list", ["object", {"id": "string"}]],
    "uset": ["set", "number"],
    "um": ["map", "number"],
    "uo": ["object", {"a": "string", "b": "number"}],
    "ut": ["tuple", ["string", "number"]],
    "dyn": "dynamic",
}


def parse_case_line(line: str) -> dict[str, Any] | None:
    """The request a case-file line stands for (None for comments and blanks)."""
    if not line.strip() or line.startswith("#"):
        return None
    req: dict[str, Any] = {"kind": "expr"}
    if line.startswith("!nofuncs "):
        req["nofuncs"] = True
        line = line[len("!nofuncs "):]
    if line.startswith("T:"):
        req["kind"] = "template"
        line = line[2:]
    parts = line.split(" ### ")
    req["src"] = parts[0].replace("⏎", "\n")
    if len(parts) > 1:
        req["vars"] = json.loads(parts[1]) if parts[1].strip() else {}
        req["unknowns"] = json.loads(parts[2]) if len(parts) > 2 else {}
    else:
        req["vars"] = STANDARD_VARS
        req["unknowns"] = STANDARD_UNKNOWNS
    return req


def read_cases(path: Path) -> list[dict[str, Any]]:
    out = []
    for line in path.read_text(encoding="utf-8").split("\n"):
        req = parse_case_line(line)
        if req is not None:
            out.append(req)
    return out


def _functions() -> dict[str, hclkit.Function]:
    try:
        from hclkit import stdlib  # type: ignore[attr-defined]
        return stdlib.functions()  # type: ignore[no-any-return]
    except (ImportError, AttributeError):  # the library is still being written
        return {}


FUNCTIONS = _functions()


def context_for(req: dict[str, Any]) -> EvalContext:
    variables: dict[str, T.Value] = {}
    for name, tv in (req.get("vars") or {}).items():
        variables[name] = T.from_json(json.dumps(tv))
    for name, t in (req.get("unknowns") or {}).items():
        variables[name] = T.unknown(T.type_from_json(t))
    return EvalContext(variables, None if req.get("nofuncs") else FUNCTIONS)


def hclkit_answer(req: dict[str, Any]) -> dict[str, Any]:
    """hclkit's answer to a request, in the oracle's form (numbers as :class:`Num`)."""
    parse = hclkit.parse_template if req.get("kind") == "template" else hclkit.parse_expression
    expr, diags = parse(req["src"], filename="input")  # the oracle's name, which try quotes
    if diags.has_errors():
        return {"parse_diagnostics": diags_json(diags)}
    val, diags = expr.value(context_for(req))
    answer: dict[str, Any] = {"diagnostics": diags_json(diags)}
    if not diags.has_errors():
        answer["type"] = oracle_type(val.type)
        answer["value"] = oracle_form(val)
    return answer


_SUGGESTION = re.compile(r'( Did you mean ")[^"]*("\?)$', re.MULTILINE)
_RANDOM_SUGGESTIONS = ("Unknown variable", "Call to unknown function")


def comparable(answer: dict[str, Any]) -> str:
    """An answer as text to compare: the diagnostics (severity, summary,
    detail, subject), and the type and value when there is no error; the
    oracle's traversal and range reports are left out.

    The reference suggests a random name among those close enough to a
    misspelt variable or function; hclkit suggests the closest.  Whether a
    suggestion is made is compared, not which.  Of syntax errors, the first
    is compared."""
    keep: dict[str, Any] = {}
    for key in ("parse_diagnostics", "diagnostics"):
        if key in answer:
            keep[key] = [{k: d.get(k) for k in ("severity", "summary", "detail", "subject")}
                         for d in answer[key] or []]
            if key == "parse_diagnostics":
                # Only the first syntax error is the reference's for sure (see
                # docs/compatibility.md, "Recovery"); the rest may differ.
                keep[key] = keep[key][:1]
            for d in keep[key]:
                # try's message quotes the diagnostics of its arguments, line by line.
                if d["summary"] in _RANDOM_SUGGESTIONS or "no expression succeeded" in (
                        d["detail"] or ""):
                    d["detail"] = _SUGGESTION.sub(r"\1…\2", d["detail"])
    errors = any(d["severity"] == "error" for d in keep.get("diagnostics", []))
    if "diagnostics" in keep and not errors:
        keep["type"] = reference_type(answer.get("type"))
        keep["value"] = _sorted(answer.get("value"))
    return dump_exact(keep)


def _sorted(v: Any) -> Any:
    if isinstance(v, dict):
        return {k: _sorted(v[k]) for k in sorted(v)}
    if isinstance(v, list):
        return [_sorted(x) for x in v]
    return v


def load_records(path: Path) -> list[dict[str, Any]]:
    return [load_answer(line) for line in path.read_text(encoding="utf-8").split("\n") if line]
