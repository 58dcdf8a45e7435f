"""The library's value classes that were dataclasses (hclkit._record) behave
as the dataclasses did: constructor, equality, hashing, repr, frozenness,
pickling and copying, checked against a real dataclass of the same fields."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from typing import Any

import pytest

from hclkit.diagnostics import Diagnostic, Severity
from hclkit.function import Parameter
from hclkit.function.documentation import Documentation
from hclkit.limits import Limits
from hclkit.model.schema import AttributeSchema, BlockHeaderSchema, BodyContent, BodySchema
from hclkit.pos import Pos, Range
from hclkit.stdlib.datetime import Timestamp
from hclkit.types import DYNAMIC, STRING, string_value
from hclkit.types.path import GetAttrStep, IndexStep

_R = Range("f.hcl", Pos(1, 1, 0), Pos(1, 4, 3))

# Each class, an instance, and whether the dataclass was frozen.
SAMPLES: list[tuple[Any, bool]] = [
    (Pos(2, 3, 10), True),
    (_R, True),
    (Diagnostic(Severity.ERROR, "Bad", "detail", _R, None, ((_R, "as 1"),)), True),
    (Limits(max_depth=7), True),
    (AttributeSchema("a", required=True), True),
    (BlockHeaderSchema("b", ["x", "y"]), True),
    (BodySchema([AttributeSchema("a")], [BlockHeaderSchema("b")]), True),
    (BodyContent({}, [], _R), False),
    (GetAttrStep("name"), True),
    (IndexStep(string_value("k")), True),
    (Parameter("s", STRING, allow_null=True), True),
    (Documentation("Does it.", (), "none"), True),
    (Timestamp(5, 3600), True),
]


def _as_dataclass(obj: Any, frozen: bool) -> Any:
    """The same fields and values in a real dataclass of the same name."""
    cls = type(obj)
    uncompared = set(cls._uncompared)
    fields = [(name, Any, dataclasses.field(compare=name not in uncompared,
                                            repr=name not in uncompared))
              for name in cls._fields]
    made = dataclasses.make_dataclass(cls.__name__, fields, frozen=frozen)
    made.__qualname__ = cls.__qualname__
    return made(*(getattr(obj, name) for name in cls._fields))


@pytest.mark.parametrize(("obj", "frozen"), SAMPLES, ids=lambda s: type(s).__name__)
def test_a_record_behaves_as_its_dataclass_did(obj: Any, frozen: bool) -> None:
    twin = _as_dataclass(obj, frozen)
    assert repr(obj) == repr(twin)
    assert obj.__match_args__ == twin.__match_args__
    same = type(obj)(*(getattr(obj, name) for name in type(obj)._fields))
    assert same == obj and (same != obj) is False
    assert obj != twin  # another class: never equal, as between two dataclasses
    if frozen:
        assert hash(obj) == hash(twin) == hash(same)
        name = type(obj)._fields[0]
        with pytest.raises(AttributeError):
            setattr(obj, name, None)
        with pytest.raises(AttributeError):
            delattr(obj, name)
    else:
        with pytest.raises(TypeError):
            hash(obj)
    for back in (pickle.loads(pickle.dumps(obj)), copy.copy(obj), copy.deepcopy(obj)):
        assert type(back) is type(obj) and back == obj and repr(back) == repr(obj)
    name = type(obj)._fields[-1]
    changed = obj.__replace__(**{name: getattr(twin, name)})
    assert changed == obj
    assert not hasattr(obj, "__dict__")  # slots: no per-instance dict


def test_fields_left_out_of_comparison_still_travel() -> None:
    d = Diagnostic(Severity.ERROR, "Bad", "", _R, None, ((_R, "as 1"),))
    plain = Diagnostic(Severity.ERROR, "Bad", "", _R)
    assert d == plain and hash(d) == hash(plain) and repr(d) == repr(plain)
    assert pickle.loads(pickle.dumps(d)).expression_values == ((_R, "as 1"),)
    assert d.__replace__(summary="Other").expression_values == d.expression_values


def test_positions_order_as_tuples() -> None:
    assert Pos(1, 2, 3) < Pos(1, 3, 0) <= Pos(1, 3, 0) < Pos(2, 1, 9)
    assert Pos(2, 1, 9) > Pos(1, 3, 0) >= Pos(1, 3, 0)
    assert sorted([Pos(3, 1, 5), Pos(1, 9, 8), Pos(1, 2, 1)]) == [
        Pos(1, 2, 1), Pos(1, 9, 8), Pos(3, 1, 5)]
    with pytest.raises(TypeError):
        assert Pos(1, 1, 0) < (1, 1, 0)  # type: ignore[operator]


def test_defaults_and_keywords_as_the_dataclass_had_them() -> None:
    assert Limits() == Limits(256 * 1024 * 1024, 100, 10_000, 10_000_000, 100_000, 100, 1 << 30)
    assert BodyContent().attributes == {} and BodyContent().blocks == []
    assert BodyContent().blocks is not BodyContent().blocks  # a new list each time
    assert Parameter(name="n") == Parameter("n", DYNAMIC, False, False, False, "", False)
    assert BlockHeaderSchema("b").label_names == ()
