#!/usr/bin/env python3
"""Record the reference's answers about types and values as test data.

    python tests/oracle/record_types.py [OUT_DIR]

Generates cases (a seeded random mix plus hand-picked ones) for conversion,
unification, equality, set order and number arithmetic, asks the reference
oracle (``$HCL_REF/hcl-oracle``, default ``/tmp/hcl-ref``; build it with
``../shared/oracle/build.sh``), and writes one JSONL file per kind to
``tests/data/types``: each line ``{"case": CASE, "request": REQ, "answer": ANSWER}``.
The tests replay the cases against hclkit without Go.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.oracle.cases import (
    Renderer,
    dump_exact,
    load_answer,
    normalise_answer,
    render_number,
    type_expr,
)

REF = os.environ.get("HCL_REF", "/tmp/hcl-ref")
DATA = Path(__file__).resolve().parents[1] / "data" / "types"

PRIMS = ["string", "number", "bool"]
NAMES = ["a", "b", "c", "port", "name"]
STRINGS = ["", "a", "b", "x", "hello", "1", "0", "true", "false", "1.5", "-2", "TRUE", "False",
           "yes", "é", "e\u0301", "\t", "<a&b>", 'q"uote', "back\\slash", "1e3", " 5", "inf"]
NUMBERS = [0, 1, -1, 2, 3, 10, 0.5, 1.5, -2.5, 0.1, 100, 1e21, 1e-7, 12345678901234567890,
           3.14159, 1.00000000001, 1.00000000002, 123456789012, 123456789011]


def rand_type(r: random.Random, depth: int, dynamic: bool = True) -> Any:
    if depth <= 0 or r.random() < 0.35:
        choices = PRIMS + (["dynamic"] if dynamic and r.random() < 0.15 else [])
        return r.choice(choices)
    kind = r.choice(["list", "set", "map", "object", "tuple"])
    if kind in ("list", "set", "map"):
        return [kind, rand_type(r, depth - 1, dynamic)]
    if kind == "object":
        names = r.sample(NAMES, r.randint(0, 3))
        return ["object", {n: rand_type(r, depth - 1, dynamic) for n in sorted(names)}]
    return ["tuple", [rand_type(r, depth - 1, dynamic) for _ in range(r.randint(0, 3))]]


def rand_value(r: random.Random, t: Any, null_rate: float = 0.08) -> Any:
    if t == "dynamic" or r.random() < null_rate:
        return None
    if t == "string":
        return r.choice(STRINGS)
    if t == "number":
        return r.choice(NUMBERS)
    if t == "bool":
        return r.random() < 0.5
    kind, arg = t
    if kind in ("list", "set"):
        return [rand_value(r, arg, null_rate) for _ in range(r.randint(0, 3))]
    if kind == "map":
        return {n: rand_value(r, arg, null_rate) for n in r.sample(NAMES, r.randint(0, 3))}
    if kind == "object":
        return {n: rand_value(r, at, null_rate) for n, at in arg.items()}
    return [rand_value(r, et, null_rate) for et in arg]


def mutate_type(r: random.Random, t: Any) -> Any:
    """A type near ``t``: the usual targets of a conversion from ``t``."""
    roll = r.random()
    if roll < 0.1:
        return t
    if roll < 0.2:
        return rand_type(r, 2)
    if isinstance(t, str):
        return r.choice([*PRIMS, "dynamic"])
    kind, arg = t
    if kind in ("list", "set", "map"):
        if roll < 0.5:
            return [r.choice(["list", "set", "map"]), arg]
        if roll < 0.6:
            return [kind, "dynamic"]
        return [kind, mutate_type(r, arg)]
    if kind == "object":
        attrs = dict(arg)
        if roll < 0.35 and attrs:
            attrs.pop(r.choice(sorted(attrs)))
        elif roll < 0.45:
            attrs[r.choice(NAMES)] = r.choice(PRIMS)
        elif roll < 0.6 and attrs:
            return ["map", r.choice([*attrs.values(), "dynamic"])]
        elif attrs:
            n = r.choice(sorted(attrs))
            attrs[n] = mutate_type(r, attrs[n])
        return ["object", dict(sorted(attrs.items()))]
    elems = list(arg)
    if roll < 0.4:
        return [r.choice(["list", "set"]), r.choice([*elems, "dynamic"]) if elems else "dynamic"]
    if roll < 0.5:
        return ["tuple", [*elems, r.choice(PRIMS)]]
    if elems:
        i = r.randrange(len(elems))
        elems[i] = mutate_type(r, elems[i])
    return ["tuple", elems]


def rand_vexpr(r: random.Random, depth: int = 2) -> dict[str, Any]:
    roll = r.random()
    if depth <= 0 or roll < 0.6:
        t = rand_type(r, 2)
        return {"lit": {"type": t, "value": rand_value(r, t)}}
    if roll < 0.72:
        return {"unknown": rand_type(r, 2)}
    if roll < 0.77:
        return {"null": rand_type(r, 1)}
    if roll < 0.9:
        return {"tuple": [rand_vexpr(r, depth - 1) for _ in range(r.randint(0, 3))]}
    names = sorted(r.sample(NAMES, r.randint(0, 3)))
    return {"object": {n: rand_vexpr(r, depth - 1) for n in names}}


# --- case families -------------------------------------------------------------------------------


def convert_cases(r: random.Random) -> list[dict[str, Any]]:
    cases = []
    for _ in range(700):
        t = rand_type(r, 3)
        value = {"lit": {"type": t, "value": rand_value(r, t)}}
        cases.append({"value": value, "to": mutate_type(r, t)})
    for _ in range(150):
        e = rand_vexpr(r)
        cases.append({"value": e, "to": rand_type(r, 2)})
    for s in STRINGS:
        for to in ("number", "bool"):
            cases.append({"value": {"lit": {"type": "string", "value": s}}, "to": to})
    for n in NUMBERS:
        cases.append({"value": {"lit": {"type": "number", "value": n}}, "to": "string"})
    return cases


def unify_cases(r: random.Random) -> list[dict[str, Any]]:
    cases = []
    for _ in range(700):
        a = rand_type(r, 3, dynamic=False)
        b = mutate_type(r, a) if r.random() < 0.7 else rand_type(r, 3, dynamic=False)
        if "dynamic" in (a, b):
            continue  # the conditional treats a dynamic branch specially
        cases.append({"types": [a, b]})
    for _ in range(300):
        a = rand_type(r, 2)
        n = r.randint(2, 4)
        types = [a] + [mutate_type(r, a) if r.random() < 0.6 else rand_type(r, 2)
                       for _ in range(n - 1)]
        cases.append({"types": types, "as": "list"})
    return cases


def equality_cases(r: random.Random) -> list[dict[str, Any]]:
    cases = []
    for _ in range(500):
        a = rand_vexpr(r)
        roll = r.random()
        if roll < 0.35:
            b = json.loads(json.dumps(a))
        elif roll < 0.7 and "lit" in a:
            t = a["lit"]["type"]
            b = {"lit": {"type": t, "value": rand_value(r, t)}}
        else:
            b = rand_vexpr(r)
        cases.append({"a": a, "b": b})
    return cases


def set_cases(r: random.Random) -> list[dict[str, Any]]:
    cases = []
    for _ in range(300):
        t = rand_type(r, 2, dynamic=False)
        values = [rand_value(r, t, null_rate=0.05) for _ in range(r.randint(0, 6))]
        values += r.sample(values, min(len(values), 2))  # some duplicates
        elems = [{"lit": {"type": t, "value": v}} for v in values]
        if r.random() < 0.2:
            elems.append({"unknown": t})
        r.shuffle(elems)
        cases.append({"value": {"tuple": elems}})
    zero = {"num": {"lit": "0"}}
    neg_zero = {"num": {"neg": {"lit": "0"}}}
    cases.append({"value": {"tuple": [zero, neg_zero, {"num": {"lit": "-1"}}]}})
    cases.append({"value": {"tuple": [{"tuple": [zero]}, {"tuple": [neg_zero]}]}})
    for a, b in [("1e21", "10"), ("1.00000000002", "1.00000000001"), ("100", "1e2"),
                 ("123456789012", "123456789011"), ("0.5", "-0.5")]:
        cases.append({"value": {"tuple": [{"tuple": [{"num": {"lit": a}}]},
                                          {"tuple": [{"num": {"lit": b}}]}]}})
    odd = ["\t", "!", "\u00ad", "\u00ae", "a\"b", "a#", "a\\b", "a]", "é", "z", "\U0001f600",
           "\x7f"]
    for _ in range(20):
        picked = r.sample(odd, 4)
        cases.append({"value": {"tuple": [{"tuple": [{"lit": {"type": "string", "value": s}}]}
                                          for s in picked]}})
        strings = [{"lit": {"type": "string", "value": s}} for s in picked]
        cases.append({"value": {"tuple": strings}})
    return cases


def rand_number(r: random.Random) -> dict[str, Any]:
    roll = r.random()
    if roll < 0.45:
        return {"lit": r.choice(["0", "1", "2", "3", "7", "10", "100", "0.1", "0.2", "0.3", "1.1",
                                 "1.5", "2.5", "0.5", "0.25", "1e21", "1e-7", "1e100", "1e-100",
                                 "123456789012345678901234567890", "3.14159", "0.000001",
                                 "12345678901234567890.123456789", "9007199254740993",
                                 "99999999999999999999", "1.00000000001", "4503599627370497"])}
    if roll < 0.6:
        digits = "".join(r.choice("0123456789") for _ in range(r.randint(1, 60))).lstrip("0") or "0"
        if r.random() < 0.5:
            cut = r.randint(0, len(digits))
            digits = (digits[:cut] or "0") + "." + (digits[cut:] or "0")
        return {"lit": digits}
    if roll < 0.7:
        return {"int64": r.randint(0, 30)}
    if roll < 0.82:
        return {"f64": repr(r.choice([0.1, 2.5, 1e300, 3.3, 1 / 3, 2**0.5, 1e-300, 7.0,
                                      r.uniform(-1000, 1000), r.uniform(0, 1)]))}
    if roll < 0.86:
        return {"inf": r.choice([1, -1])}
    return {"neg": rand_number(r)}


def number_cases(r: random.Random) -> list[dict[str, Any]]:
    ops = ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!="]
    cases = [{"op": r.choice(ops), "a": rand_number(r), "b": rand_number(r)} for _ in range(1500)]
    cases += [{"op": "neg", "a": rand_number(r)} for _ in range(100)]
    return cases


# --- rendering and recording ---------------------------------------------------------------------


def request_for(family: str, case: dict[str, Any]) -> dict[str, Any]:
    rd = Renderer()
    if family == "convert":
        src = f"convert({rd.render(case['value'])}, {type_expr(case['to'])})"
    elif family == "unify":
        for t in case["types"]:
            rd.render({"unknown": t})
        names = list(rd.unknowns)
        if case.get("as") == "list":
            src = f"convert([{', '.join(names)}], list(any))"
        else:
            src = f"true ? {names[0]} : {names[1]}"
    elif family == "equality":
        src = f"{rd.render(case['a'])} == {rd.render(case['b'])}"
    elif family == "sets":
        src = f"toset({rd.render(case['value'])})"
    elif family == "numbers":
        a = render_number(case["a"])
        if case["op"] == "neg":
            src = f"-({a})"
        else:
            src = f"({a}) {case['op']} ({render_number(case['b'])})"
    else:
        raise ValueError(family)
    return rd.request(src)


FAMILIES = {
    "convert": convert_cases,
    "unify": unify_cases,
    "equality": equality_cases,
    "sets": set_cases,
    "numbers": number_cases,
}


def ask_oracle(requests: list[dict[str, Any]]) -> list[str]:
    lines = "".join(json.dumps(q, ensure_ascii=False) + "\n" for q in requests)
    proc = subprocess.run([f"{REF}/hcl-oracle", "eval"], input=lines, capture_output=True,
                          text=True, check=True, timeout=600)
    return proc.stdout.splitlines()


def main() -> None:
    out_dir = Path(sys.argv[1]) if len(sys.argv) > 1 else DATA
    out_dir.mkdir(parents=True, exist_ok=True)
    for seed, (family, make) in enumerate(FAMILIES.items()):
        cases = make(random.Random(seed))
        requests = [request_for(family, c) for c in cases]
        answers = ask_oracle(requests)
        with open(out_dir / f"{family}.jsonl", "w", encoding="utf-8") as f:
            for case, req, ans in zip(cases, requests, answers, strict=True):
                answer = normalise_answer(load_answer(ans))
                head = json.dumps({"case": case, "request": req}, ensure_ascii=False,
                                  separators=(",", ":"))
                f.write(f'{head[:-1]},"answer":{dump_exact(answer)}}}\n')
        print(f"{family}: {len(cases)} cases")


if __name__ == "__main__":
    main()
