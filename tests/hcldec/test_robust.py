"""Bad input never escapes ``hcldec`` as a Python exception: mangled specs
and inputs (from the golden cases), binary junk and deep nesting all end in
diagnostics and an exit code."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hclkit.cli.hcldec import main

CASES = Path(__file__).resolve().parents[1] / "data" / "hcldec" / "cases"
SOURCES = sorted(p.read_bytes() for p in CASES.glob("*/*/spec.hcldec"))[:80]
INPUTS = sorted(p.read_bytes() for p in CASES.glob("*/*/input.hcl"))[:80]


def _run(tmp: Path, spec: bytes, data: bytes, *flags: str) -> tuple[int, str]:
    (tmp / "s.hcldec").write_bytes(spec)
    (tmp / "in.hcl").write_bytes(data)
    out, err = io.StringIO(), io.StringIO()
    code = main(["--spec=s.hcldec", *flags, "in.hcl"], stdin=io.BytesIO(), stdout=out,
                stderr=err)
    return code, err.getvalue()


@st.composite
def _mangled(draw: st.DrawFn, sources: list[bytes]) -> bytes:
    text = bytearray(draw(st.sampled_from(sources)))
    for _ in range(draw(st.integers(0, 4))):
        if not text:
            break
        at = draw(st.integers(0, len(text) - 1))
        action = draw(st.sampled_from(["drop", "insert", "swap"]))
        if action == "drop":
            del text[at:at + draw(st.integers(1, 8))]
        elif action == "insert":
            text[at:at] = draw(st.sampled_from(
                [b"{", b"}", b"\"", b"${", b"%{", b"(", b"]", b"\xff", b"\n", b"=", b"...",
                 b"[*]", b"1/0", b"null", b"attr", b"object {\n"]))
        else:
            text[at] = draw(st.integers(0, 255))
    return bytes(text)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(spec=_mangled(SOURCES), data=_mangled(INPUTS),
       flags=st.sampled_from([(), ("--with-type",), ("--var-refs",), ("--diags=json",),
                              ("--keep-nulls", "--with-type")]))
def test_mangled_specs_and_inputs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                  spec: bytes, data: bytes, flags: tuple[str, ...]) -> None:
    monkeypatch.chdir(tmp_path)
    code, err = _run(tmp_path, spec, data, *flags)
    assert code in (0, 1, 2)
    assert "Traceback" not in err


@pytest.mark.parametrize("data", [
    bytes(range(256)) * 4,
    b"a = " + b"[" * 5000 + b"]" * 5000,
    b"a = " + b"(" * 3000 + b"1" + b")" * 3000,
    b"a = " + b"9" * 200_000,
    b"a = range(100000000000)",
    b"\x00\x01\x02 = \xfe\xff",
])
def test_hostile_inputs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, data: bytes) -> None:
    monkeypatch.chdir(tmp_path)
    code, err = _run(tmp_path, b'object {\n  attr "a" {}\n}\n', data)
    assert code in (0, 1, 2)
    assert "Traceback" not in err
