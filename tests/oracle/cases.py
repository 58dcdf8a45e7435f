"""A small case language shared by the recorder and the tests.

A *value expression* is JSON data that can be rendered as HCL (for the
reference oracle) and built as an hclkit value (for our side), so that
recorded oracle answers can be checked without Go and before hclkit has a
parser:

    {"lit": {"type": T, "value": V}}      a variable holding a typed JSON value
    {"unknown": T}                        a variable holding an unknown of type T
    {"null": T}                           null of type T (``convert(null, T)``)
    {"tuple": [E, ...]}                   ``[E, ...]``
    {"object": {"name": E, ...}}          ``{name = E, ...}``
    {"convert": E, "to": T}               ``convert(E, TYPE)``
    {"num": N}                            a number, see below

Numbers ``N`` carry the precision the reference gives them:
``{"lit": "1.5"}`` (a literal: 512 bits), ``{"int64": 3}`` (a count, 64 bits:
``strlen("xxx")``), ``{"f64": "2.5"}`` (a machine float, 53 bits:
``pow(2.5, 1)``), ``{"inf": 1}``/``{"inf": -1}``, and
``{"neg": N}`` (unary minus).
"""

from __future__ import annotations

import json
import re
from typing import Any

from hclkit import types as T
from hclkit.types import number as N

# --- types ---------------------------------------------------------------------------------------


def type_expr(t: Any) -> str:
    """A cty JSON type as an HCL type expression (``list(number)``)."""
    if isinstance(t, str):
        return "any" if t == "dynamic" else t
    kind, arg = t
    if kind in ("list", "set", "map"):
        return f"{kind}({type_expr(arg)})"
    if kind == "object":
        return "object({" + ", ".join(f"{k}={type_expr(v)}" for k, v in arg.items()) + "})"
    return "tuple([" + ", ".join(type_expr(e) for e in arg) + "])"


# --- numbers -------------------------------------------------------------------------------------


def render_number(n: dict[str, Any]) -> str:
    if "lit" in n:
        return str(n["lit"])
    if "int64" in n:
        return f'strlen("{"x" * n["int64"]}")'
    if "f64" in n:
        return f"pow({n['f64']}, 1)"
    if "inf" in n:
        return "(1/0)" if n["inf"] > 0 else "(-1/0)"
    return f"-({render_number(n['neg'])})"


def build_number(n: dict[str, Any]) -> N.Number:
    if "lit" in n:
        return N.parse(str(n["lit"]))
    if "int64" in n:
        return N.from_int(n["int64"], N.INT64_PREC)
    if "f64" in n:
        return N.from_float(float(n["f64"]))
    if "inf" in n:
        return N.POS_INF if n["inf"] > 0 else N.NEG_INF
    return N.negate(build_number(n["neg"]))


# --- value expressions ---------------------------------------------------------------------------


class Renderer:
    """Renders value expressions as HCL, collecting the variables they need."""

    def __init__(self) -> None:
        self.vars: dict[str, Any] = {}
        self.unknowns: dict[str, Any] = {}

    def _name(self) -> str:
        return f"v{len(self.vars) + len(self.unknowns)}"

    def render(self, e: dict[str, Any]) -> str:
        if "lit" in e:
            name = self._name()
            self.vars[name] = e["lit"]
            return name
        if "unknown" in e:
            name = self._name()
            self.unknowns[name] = e["unknown"]
            return name
        if "null" in e:
            return f"convert(null, {type_expr(e['null'])})"
        if "tuple" in e:
            return "[" + ", ".join(self.render(x) for x in e["tuple"]) + "]"
        if "object" in e:
            return "{" + ", ".join(f"{k} = {self.render(x)}" for k, x in e["object"].items()) + "}"
        if "convert" in e:
            return f"convert({self.render(e['convert'])}, {type_expr(e['to'])})"
        if "num" in e:
            return render_number(e["num"])
        raise ValueError(f"bad value expression {e!r}")

    def request(self, src: str) -> dict[str, Any]:
        req: dict[str, Any] = {"src": src}
        if self.vars:
            req["vars"] = self.vars
        if self.unknowns:
            req["unknowns"] = self.unknowns
        return req


def build(e: dict[str, Any]) -> T.Value:
    """The hclkit value of a value expression."""
    if "lit" in e:
        return T.from_json(json.dumps(e["lit"]))
    if "unknown" in e:
        return T.unknown(T.type_from_json(e["unknown"]))
    if "null" in e:
        return T.null(T.type_from_json(e["null"]))
    if "tuple" in e:
        return T.tuple_value(build(x) for x in e["tuple"])
    if "object" in e:
        return T.object_value({k: build(x) for k, x in e["object"].items()})
    if "convert" in e:
        return T.convert(build(e["convert"]), T.type_from_json(e["to"]))
    if "num" in e:
        return T.Value(T.NUMBER, build_number(e["num"]))
    raise ValueError(f"bad value expression {e!r}")


_SURROGATE = re.compile("[\udc80-\udcff]")


# --- comparing with the oracle's answers ---------------------------------------------------------


class Num:
    """A JSON number, compared by its exact text."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Num) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)

    def __repr__(self) -> str:
        return self.text


def load_answer(text: str) -> Any:
    return json.loads(text, parse_int=Num, parse_float=Num)


def normalise_answer(answer: dict[str, Any]) -> dict[str, Any]:
    """An oracle answer without what varies from run to run or does not
    concern these cases: traversals and ranges, and the Go stack trace in
    a crash report (its first line says what crashed)."""
    for noise in ("vars", "range"):
        answer.pop(noise, None)
    for d in answer.get("diagnostics") or []:
        if "panic" in d.get("detail", ""):
            d["detail"] = d["detail"].split("\n", 1)[0]
    return answer


def dump_exact(obj: Any) -> str:
    """Compact JSON with :class:`Num` written as its exact text."""
    if isinstance(obj, Num):
        return obj.text
    if isinstance(obj, dict):
        return "{" + ",".join(json.dumps(k, ensure_ascii=False) + ":" + dump_exact(v)
                              for k, v in obj.items()) + "}"
    if isinstance(obj, list):
        return "[" + ",".join(dump_exact(v) for v in obj) + "]"
    return json.dumps(obj, ensure_ascii=False)


def oracle_form(v: T.Value) -> Any:
    """A value in the form the oracle answers with: unknowns as
    ``{"unknown": TYPE}``, infinities as ``{"number": "+Inf"}``, numbers exact."""
    if not v.is_known:
        return {"unknown": _num_free(T.type_to_json(v.type))}
    if v.is_null:
        return None
    kind = v.type.kind
    if kind == "number":
        n = v.as_number()
        if N.is_inf(n):
            return {"number": N.to_text(n)}
        return Num(N.to_text(n))
    if kind == "string":
        # Go's JSON writes each byte that is not UTF-8 as U+FFFD.
        return _SURROGATE.sub("\ufffd", v.as_string())
    if kind == "bool":
        return v.to_python()
    if kind in ("list", "set", "tuple"):
        return [oracle_form(e) for e in v.elements()]
    return {k: oracle_form(e) for k, e in v.as_dict().items()}


def _num_free(t: Any) -> Any:
    return json.loads(json.dumps(t), parse_int=Num, parse_float=Num)


def oracle_type(t: T.Type) -> Any:
    return _num_free(T.type_to_json(t))


def reference_type(t: Any) -> Any:
    """A type from an answer, with Go's ``["tuple", null]`` (an empty tuple
    type built from a nil list) read as ``["tuple", []]``."""
    if isinstance(t, list):
        if t[0] == "tuple":
            return ["tuple", [reference_type(e) for e in (t[1] or [])]]
        if t[0] == "object":
            return ["object", {k: reference_type(v) for k, v in t[1].items()}]
        return [t[0], reference_type(t[1])]
    return t


def error_detail(answer: dict[str, Any]) -> str | None:
    """The first error's detail, or None if the answer has no error."""
    for key in ("diagnostics", "parse_diagnostics"):
        for d in answer.get(key) or []:
            if d["severity"] == "error":
                return str(d["detail"])
    return None


def argument_reason(detail: str) -> str:
    """The reason in ``Invalid value for "value" parameter: REASON.``"""
    prefix = 'Invalid value for "value" parameter: '
    assert detail.startswith(prefix) and detail.endswith("."), detail
    return detail[len(prefix):-1]
