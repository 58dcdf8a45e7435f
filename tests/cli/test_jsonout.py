"""hcl2json's JSON writer: small compact output written without the json
module is the text json.dumps writes, and anything else goes to json."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from hclkit.cli.jsonout import _SMALL, _small_compact, dumps_json

_OPTIONS = {"ensure_ascii": False, "allow_nan": False, "separators": (",", ":")}

_PLAIN = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(), inner, max_size=5),
    max_leaves=30)


@given(_PLAIN)
def test_small_plain_data_is_written_as_json_writes_it(value: object) -> None:
    assert _small_compact(value) == json.dumps(value, **_OPTIONS)  # type: ignore[arg-type]


def test_every_escape_is_json_s() -> None:
    text = "".join(map(chr, range(0x80))) + "\u2028\udc80é😀"
    assert dumps_json({text: [text]}) == json.dumps({text: [text]}, **_OPTIONS)  # type: ignore[arg-type]


def test_anything_unusual_is_left_to_json() -> None:
    class Text(str):
        pass

    for value in [{1: 2}, [float("inf")], 10 ** 1300, (1, 2), Text("x"), list(range(_SMALL))]:
        assert _small_compact(value) is None, value
    # and json then writes it, or says why not
    assert dumps_json({1: (2, 3)}) == '{"1":[2,3]}'
    assert dumps_json(list(range(_SMALL))) == json.dumps(list(range(_SMALL)), **_OPTIONS)  # type: ignore[arg-type]
    assert dumps_json({"n": 10 ** 1300}) == '{"n":1' + "0" * 1300 + "}"
