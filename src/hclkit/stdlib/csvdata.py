"""csvdecode: CSV text (RFC 4180) to a list of objects, one per record,
keyed by the header line's names.

The reader follows the reference's dialect: quoted fields may hold commas,
line breaks and doubled quotes; a quote inside an unquoted field, or text
after a closing quote, is an error; blank lines are skipped; every record
must have as many fields as the header.  Python's ``csv`` module accepts
stray quotes and words its errors differently, so this small reader is our
own.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ..budget import charge, charge_elements
from ..function import Function, FunctionError, Parameter
from ..types import DYNAMIC, STRING, List, Object, Type, Value, list_value, object_value
from ..types import string_value as sv
from ..types.sets import go_quote

__all__ = ["functions", "read_csv"]


class CSVError(Exception):
    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"CSV parse error on line {line}: {message}")


def read_csv(text: str) -> Iterator[list[str]]:
    """The records of ``text``, the first setting how many fields each must
    have; raises :class:`CSVError`."""
    text = text.replace("\r\n", "\n").removesuffix("\r")
    fields = -1
    i = 0
    n = len(text)
    line = 1
    while i < n:
        if text[i] == "\n":  # a blank line
            i += 1
            line += 1
            continue
        record: list[str] = []
        start = line
        while True:
            if i < n and text[i] == '"':
                field: list[str] = []
                i += 1
                while True:
                    j = text.find('"', i)
                    if j < 0:
                        line += text.count("\n", i)
                        raise CSVError(line, 'extraneous or missing " in quoted-field')
                    field.append(text[i:j])
                    line += text.count("\n", i, j)
                    i = j + 1
                    if text.startswith('"', i):
                        field.append('"')
                        i += 1
                        continue
                    break
                if i < n and text[i] not in ",\n":
                    raise CSVError(line, 'extraneous or missing " in quoted-field')
                record.append("".join(field))
            else:
                j = i
                while j < n and text[j] not in ",\n":
                    if text[j] == '"':
                        raise CSVError(line, 'bare " in non-quoted-field')
                    j += 1
                record.append(text[i:j])
                i = j
            if i < n and text[i] == ",":
                i += 1
                continue
            break
        if i < n:  # the line break ending the record
            i += 1
        line += 1
        if fields < 0:
            fields = len(record)
        elif len(record) != fields:
            raise CSVError(start, "wrong number of fields")
        yield record


def _csvdecode_type(args: Sequence[Value]) -> Type:
    if not args[0].is_known:
        return DYNAMIC
    records = _records(args[0].as_string())
    return List(Object({name: STRING for name in records[0]}))


def _records(text: str) -> list[list[str]]:
    """The header and the records; the header is checked before the records
    are read, as the reference reads them."""
    charge(len(text))  # the fields' text; each record's fields as it is read
    reader = read_csv(text)
    try:
        header = next(reader, None)
        if header is None:
            raise FunctionError("missing header line")
        seen: set[str] = set()
        for name in header:
            if name in seen:
                raise FunctionError(f"duplicate column name {go_quote(name)}")
            seen.add(name)
        records = [header]
        for record in reader:
            charge_elements(2 * len(record))  # a list entry, then an attribute, each
            records.append(record)
        return records
    except CSVError as e:
        raise FunctionError(str(e)) from None


def _csvdecode(args: Sequence[Value], ret: Type) -> Value:
    header, *rows = _records(args[0].as_string())
    assert isinstance(ret, List)
    return list_value((object_value({k: sv(v) for k, v in zip(header, row)}) for row in rows),
                      ret.element)


def functions() -> dict[str, Function]:
    return {"csvdecode": Function([Parameter("str", STRING)], returns=_csvdecode_type,
                                  impl=_csvdecode)}
