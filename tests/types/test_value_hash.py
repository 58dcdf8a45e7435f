"""Value hashes: of all the content, cached, consistent with raw equality
(sets whatever order their elements are listed in), and pickling keeps
null and unknown values what they are."""

from __future__ import annotations

import pickle

from hclkit import types as T


def test_hash_sees_content_past_length_and_first_elements() -> None:
    def obj(i: int) -> T.Value:
        return T.object_value({"a": T.list_value([T.number_value(0)] * 9 + [T.number_value(i)])})
    hashes = {hash(obj(i)) for i in range(200)}
    assert len(hashes) > 190


def test_equal_sets_hash_alike_whatever_their_order() -> None:
    # Numbers that share their ten-digit digest keep the order they came in.
    a, b = T.number_value("1.00000000001"), T.number_value("1.00000000002")
    elems = [T.tuple_value([a]), T.tuple_value([b])]
    one, two = T.set_value(elems), T.set_value(elems[::-1])
    assert one.elements() != two.elements()
    assert one == two and hash(one) == hash(two)


def test_deep_values_hash_without_recursion() -> None:
    v = T.string_value("x")
    for _ in range(20_000):
        v = T.Value(T.Tuple([v.type]), (v,))
    assert isinstance(hash(v), int)


def test_null_and_unknown_survive_pickling() -> None:
    for v in (T.null(T.STRING), T.unknown(T.List(T.NUMBER)),
              T.list_value([T.null(T.NUMBER), T.unknown(T.NUMBER)])):
        back = pickle.loads(pickle.dumps(v))
        assert back == v and hash(back) == hash(v)
        assert back.is_null == v.is_null and back.is_known == v.is_known
