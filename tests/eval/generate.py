"""Random native-syntax expressions for differential testing (hypothesis).

The strategy :func:`expressions` writes source text from a small grammar
that covers every expression kind: literals, the standard variables of
``tests/eval/harness.py`` (known, null, unknown and dynamic), misspelt
names, operators, conditionals, ``for`` expressions, index and attribute
steps, both splats, function calls with ``...``, templates with
directives and strip markers, tuples and objects.  Most results are valid
syntax; some are type errors, and a few are syntax errors on purpose.
"""

from __future__ import annotations

from hypothesis import strategies as st

from tests.eval.harness import STANDARD_UNKNOWNS, STANDARD_VARS

VARIABLES = sorted([*STANDARD_VARS, *STANDARD_UNKNOWNS])
MISSPELT = ["nope", "ss", "lenght", "o2", "x"]
ATTRS = ["name", "port", "tags", "on", "id", "n", "a", "b", "inner", "v", "nope"]
NUMBERS = ["0", "1", "2", "3", "-1", "1.5", "0.1", "10", "1e3", "100000000000000000000",
           "0.5", "7", "-0"]
STRINGS = ['""', '"a"', '"b"', '"hello"', '"1"', '"2.5"', '"true"', '"false"', '"x y"',
           '"é"', '"name"', '"id"', '"0"']
# Functions the reference's eval offers and hclkit's library has, with their arities.
FUNCTIONS = {
    "upper": (1, 1), "lower": (1, 1), "length": (1, 1), "max": (0, 4), "min": (0, 4),
    "concat": (0, 3), "coalesce": (0, 3), "abs": (1, 1), "tostring": (1, 1),
    "tonumber": (1, 1), "tobool": (1, 1), "tolist": (1, 1), "toset": (1, 1), "tomap": (1, 1),
    "jsonencode": (1, 1), "keys": (1, 1), "values": (1, 1), "reverse": (1, 1),
    "join": (2, 3), "split": (2, 2), "element": (2, 2), "contains": (2, 2),
    "lookup": (2, 3), "merge": (0, 3), "flatten": (1, 1), "distinct": (1, 1),
    "range": (1, 3), "substr": (3, 3), "strlen": (1, 1), "hasindex": (2, 2), "int": (1, 1),
}
CONSTANT_KEYS = ["0", "1", "2", "-1", "0.5", '"a"', "s"]
BINARY = ["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "&&", "||"]


@st.composite
def _leaf(draw: st.DrawFn) -> str:
    kind = draw(st.integers(0, 9))
    if kind <= 3:
        return draw(st.sampled_from(VARIABLES))
    if kind == 4:
        return draw(st.sampled_from(NUMBERS))
    if kind == 5:
        return draw(st.sampled_from(STRINGS))
    if kind == 6:
        return draw(st.sampled_from(["true", "false", "null"]))
    if kind == 7:
        return draw(st.sampled_from(["[]", "{}", '["a", "b"]', "[1, 2]", "{a = 1}"]))
    if kind == 8:
        return draw(st.sampled_from(MISSPELT))
    return draw(st.sampled_from(["s", "n", "l", "o", "m", "lo", "tu", "dyn", "nd", "us"]))


def expressions(max_depth: int = 4) -> st.SearchStrategy[str]:
    """Expression source text, nested at most ``max_depth`` levels."""
    return _expr(max_depth)


@st.composite
def _expr(draw: st.DrawFn, depth: int) -> str:
    if depth <= 0 or draw(st.integers(0, 9)) < 2:
        return draw(_leaf())
    sub = _expr(depth - 1)
    kind = draw(st.integers(0, 17))
    if kind == 0:
        return f"{draw(sub)} {draw(st.sampled_from(BINARY))} {draw(sub)}"
    if kind == 1:
        return f"{draw(st.sampled_from(['-', '!']))}{draw(sub)}"
    if kind == 2:
        return f"{draw(sub)} ? {draw(sub)} : {draw(sub)}"
    if kind == 3:
        items = draw(st.lists(sub, max_size=3))
        return "[" + ", ".join(items) + "]"
    if kind == 4:
        keys = draw(st.lists(st.sampled_from(["a", "b", "name", '"q"', "(s)", "(n)", "(nd)",
                                              "(us)", "(l)", "(t)"]), max_size=3))
        return "{" + ", ".join(f"{k} = {draw(sub)}" for k in keys) + "}"
    if kind == 5:
        return f"{draw(sub)}.{draw(st.sampled_from(ATTRS))}"
    if kind == 6:
        return f"{draw(sub)}[{draw(sub)}]"
    if kind == 7:
        return f"{draw(sub)}[{draw(st.sampled_from(CONSTANT_KEYS))}]"
    if kind == 8:
        name = draw(st.sampled_from(sorted(FUNCTIONS)))
        lo, hi = FUNCTIONS[name]
        args = draw(st.lists(sub, min_size=max(0, lo - 1), max_size=hi + 1))
        expand = "..." if args and draw(st.integers(0, 5)) == 0 else ""
        return f"{name}({', '.join(args)}{expand})"
    if kind == 9:
        coll = draw(sub)
        body = draw(sub)
        cond = f" if {draw(sub)}" if draw(st.booleans()) else ""
        names = draw(st.sampled_from(["v", "k, v", "i, s"]))
        return f"[for {names} in {coll}: {body}{cond}]"
    if kind == 10:
        coll = draw(sub)
        names = draw(st.sampled_from(["v", "k, v"]))
        group = "..." if draw(st.integers(0, 3)) == 0 else ""
        cond = f" if {draw(sub)}" if draw(st.integers(0, 3)) == 0 else ""
        return f"{{for {names} in {coll}: {draw(sub)} => {draw(sub)}{group}{cond}}}"
    if kind == 11:
        steps = "".join(draw(st.lists(st.sampled_from([".id", ".n", ".name", "[0]", ".a"]),
                                      max_size=2)))
        return f"{draw(sub)}{draw(st.sampled_from(['[*]', '.*']))}{steps}"
    if kind == 12:
        return '"' + draw(_template_body(depth - 1)) + '"'
    if kind == 13:
        return f"({draw(sub)})"
    if kind == 14:
        return f'"${{{draw(sub)}}}"'
    if kind == 15:
        return f"{draw(sub)}.{draw(st.sampled_from(['0', '1']))}"
    if kind == 16:
        # An occasional syntax error, to check the parser gives up alike.
        return f"{draw(sub)} {draw(st.sampled_from(['+', '[', '?', ',', 'for', '%{']))}"
    return f"[{draw(sub)}, {draw(sub)}][{draw(st.sampled_from(['0', '1', '2', 'n', 'z']))}]"


@st.composite
def _template_body(draw: st.DrawFn, depth: int) -> str:
    parts = []
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.integers(0, 4))
        sub = _expr(depth)
        left = draw(st.sampled_from(["", "~"]))
        right = draw(st.sampled_from(["", "~"]))
        if kind == 0:
            parts.append(draw(st.sampled_from(["a", " b ", "x y", "  ", "é", "$${x}"])))
        elif kind in (1, 2):
            parts.append(f"${{{left}{draw(sub)}{right}}}")
        elif kind == 3:
            else_part = f"%{{else}}{draw(st.sampled_from(['n', ' no ']))}" \
                if draw(st.booleans()) else ""
            parts.append(f"%{{{left}if {draw(sub)}{right}}} y {else_part}%{{endif}}")
        else:
            parts.append(f"%{{for v in {draw(sub)}{right}}}${{v}},%{{{left}endfor}}")
    return "".join(parts)
