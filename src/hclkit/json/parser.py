"""A JSON parser that keeps what HCL needs (notes/json-syntax.md): property
order and repeats, numbers as written, and an offset range for every value
and property name; RFC 8259 mistakes are diagnostics with the reference's
wording.

Positions are character offsets into the decoded text (a :class:`SourceMap`
turns them into lines, columns and bytes).  A structural mistake (a missing
comma or colon, an unclosed object) fails every container around it, as the
reference's parser does, so the file has no root object at all; a bad
string, number or keyword is reported and the value kept (as null).
"""

from __future__ import annotations

import contextlib
import re
from dataclasses import dataclass, field

from ..diagnostics import Diagnostics
from ..model.names import edit_distance
from ..native.parser import MAX_DEPTH as NATIVE_MAX_DEPTH
from ..native.parser import parsing_room
from ..pos import Range, SourceMap

__all__ = ["JArray", "JKeyword", "JNode", "JNumber", "JObject", "JProperty", "JString",
           "parse_document"]

# As deep as the native syntax lets brackets nest.
MAX_DEPTH = NATIVE_MAX_DEPTH


@dataclass(eq=False)
class JNode:
    sm: SourceMap
    start: int
    end: int

    @property
    def range(self) -> Range:
        return self.sm.range(self.start, self.end)


@dataclass(eq=False)
class JString(JNode):
    value: str = ""
    # For each character of ``value`` (and one past its end), its offset in
    # the source: escapes make the two differ.
    offsets: list[int] = field(default_factory=list)


@dataclass(eq=False)
class JNumber(JNode):
    text: str = "0"


@dataclass(eq=False)
class JKeyword(JNode):
    word: str = "null"  # true, false or null (a bad keyword reads as null)


@dataclass(eq=False)
class JProperty:
    name: JString
    value: JNode


@dataclass(eq=False)
class JObject(JNode):
    properties: list[JProperty] = field(default_factory=list)


@dataclass(eq=False)
class JArray(JNode):
    elements: list[JNode] = field(default_factory=list)
    failed: bool = False  # ended by a trailing comma: no value for a root


class _Failed(Exception):
    """A structural mistake: the containers around it fail too."""


_WS = " \t\n\r"
_ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r",
            "t": "\t"}
_KEYWORDS = ("true", "false", "null")
_JS_WORDS = ("NaN", "Infinity", "undefined")


class _Parser:
    def __init__(self, text: str, sm: SourceMap) -> None:
        self.text = text
        self.sm = sm
        self.i = 0
        self.diags = Diagnostics()
        self.depth = 0
        self.last_comma = 0
        self.unclosed_reported = False

    def error(self, summary: str, detail: str, start: int, end: int) -> None:
        self.diags.error(summary, detail, self.sm.range(start, end))

    def skip_ws(self) -> None:
        text, i = self.text, self.i
        while i < len(text) and text[i] in _WS:
            i += 1
        self.i = i

    def peek(self) -> str:
        self.skip_ws()
        return self.text[self.i] if self.i < len(self.text) else ""

    # --- values ----------------------------------------------------------------------------------

    def value(self) -> JNode:
        ch = self.peek()
        start = self.i
        if ch == "{":
            return self.obj()
        if ch == "[":
            return self.array()
        if ch == '"':
            return self.string()
        if ch == "":
            self.error("Missing value", "The JSON data ends prematurely.", start, start)
            raise _Failed
        if ch in "}],":
            # Nothing where a value belongs: reported, and read as null.
            summary = "Missing array element value" if ch == "]" else "Missing JSON value"
            self.error(summary, "A JSON value must start with a brace, a bracket, a number, a "
                       "string, or a keyword.", start, start + 1)
            return JKeyword(self.sm, start, start, "null")
        if ch == "-" or ch.isdigit() or ch in "+.":
            return self.number()
        if ch.isalpha() or ch == "_":
            return self.keyword()
        self.error("Invalid start of value",
                   "A JSON value must start with a brace, a bracket, a number, a string, or a "
                   "keyword.", start, start + 1)
        raise _Failed

    def enter(self, at: int) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            self.error("Nesting too deep",
                       f"JSON values may be nested at most {MAX_DEPTH} levels deep here.",
                       at, at + 1)
            raise _Failed

    def obj(self) -> JObject:
        start = self.i
        self.enter(start)
        self.i += 1
        node = JObject(self.sm, start, start + 1)
        if self.peek() == "}":
            self.i += 1
            node.end = self.i
            self.depth -= 1
            return node
        while True:
            ch = self.peek()
            if ch == "":
                at = self.i
                self.error("Missing value", "The JSON data ends prematurely.", at, at)
                self.error("Invalid object property name",
                           "A JSON object property name must be a string", at, at)
                raise _Failed
            if ch != '"':
                if ch.isalpha() or ch == "_":
                    word = self.keyword()
                    self.error("Invalid object property name",
                               "A JSON object property name must be a string",
                               word.start, word.end)
                elif ch == "}":
                    self.error("Trailing comma in object",
                               "JSON does not permit a trailing comma after the final property "
                               "in an object.", self.last_comma, self.last_comma + 1)
                else:
                    at = self.i
                    with contextlib.suppress(_Failed):
                        self.value()
                    self.error("Invalid object property name",
                               "A JSON object property name must be a string", at, at + 1)
                raise _Failed
            name = self.string()
            ch = self.peek()
            if ch != ":":
                at = self.i
                if at >= len(self.text):
                    self.unclosed_object(start)
                if ch in ",}":
                    self.error("Missing object value", "A JSON object attribute must have a "
                               "value, introduced by a colon.", at, at + 1)
                elif ch == "=":
                    self.error("Missing property value colon", "JSON uses a colon as its "
                               "name/value delimiter, not an equals sign.", at, at + 1)
                else:
                    self.error("Missing property value colon",
                               "A colon must appear between an object property's name and its "
                               "value.", at, at + 1)
                raise _Failed
            self.i += 1
            if self.peek() == "":
                self.error("Missing value", "The JSON data ends prematurely.", self.i, self.i)
                self.unclosed_object(start)
            try:
                value = self.value()
            except _Failed:
                if self.i >= len(self.text) and not self.unclosed_reported:
                    self.unclosed_object(start)  # a value the end of the file cut short
                raise
            node.properties.append(JProperty(name, value))
            ch = self.peek()
            if ch == ",":
                self.last_comma = self.i
                self.i += 1
                continue
            if ch == "}":
                self.i += 1
                node.end = self.i
                self.depth -= 1
                return node
            if ch == "":
                self.unclosed_object(start)
            if ch == "]":
                at = self.after_token()
                self.error("Mismatched braces",
                           "A JSON object must be closed with a brace, not a bracket.",
                           at, min(at + 1, len(self.text)))
                raise _Failed
            self.error("Missing attribute seperator comma",
                       "A comma must appear between each property definition in an object.",
                       self.i, self.i)
            raise _Failed

    def after_token(self) -> int:
        """Where the token after the current one-character token starts."""
        i = self.i + 1
        while i < len(self.text) and self.text[i] in _WS:
            i += 1
        return i

    def unclosed_object(self, start: int) -> None:
        self.unclosed_reported = True
        self.error("Unclosed object", "No closing brace was found for this JSON object.",
                   start, start + 1)
        raise _Failed

    def array(self) -> JArray:
        start = self.i
        self.enter(start)
        self.i += 1
        node = JArray(self.sm, start, start + 1)
        if self.peek() == "]":
            self.i += 1
            node.end = self.i
            self.depth -= 1
            return node
        while True:
            if self.peek() == "":
                self.error("Unclosed object", "No closing bracket was found for this JSON array.",
                           start, start + 1)
                raise _Failed
            if self.peek() == "]":
                # Reported, and the bracket is left for what encloses the array.
                self.error("Trailing comma in array",
                           "JSON does not permit a trailing comma after the final value in an "
                           "array.", self.last_comma, self.last_comma + 1)
                node.end = self.i
                node.failed = True  # what encloses it sees the bracket, and fails
                self.depth -= 1
                return node
            node.elements.append(self.value())
            ch = self.peek()
            if ch == ",":
                self.last_comma = self.i
                self.i += 1
                continue
            if ch == "]":
                self.i += 1
                node.end = self.i
                self.depth -= 1
                return node
            if ch == "":
                self.error("Unclosed object", "No closing bracket was found for this JSON array.",
                           start, start + 1)
                raise _Failed
            if ch == "}":
                self.error("Mismatched brackets",
                           "A JSON array must be closed with a bracket, not a brace.",
                           self.i, self.i + 1)
                raise _Failed
            self.error("Missing array element separator comma",
                       "A comma must appear between each value in an array.", self.i, self.i)
            raise _Failed

    def string(self) -> JString:
        text = self.text
        start = self.i
        i = start + 1
        out: list[str] = []
        offsets: list[int] = []
        bad: int | None = None
        while True:
            if i >= len(text):
                self.error("Invalid JSON string", "There is a syntax error in the given JSON "
                           "string.", i, i + 1)
                self.i = i
                raise _Failed
            ch = text[i]
            if ch == '"':
                break
            if ch < " ":  # a raw control character ends the string, and the object
                self.error("Invalid JSON string", "There is a syntax error in the given JSON "
                           "string.", i, i + 1)
                self.i = i
                raise _Failed
            if ch == "\\":
                nxt = text[i + 1] if i + 1 < len(text) else ""
                if nxt in _ESCAPES:
                    offsets.append(i)
                    out.append(_ESCAPES[nxt])
                    i += 2
                    continue
                if nxt == "u":
                    digits = text[i + 2:i + 6]
                    if len(digits) == 4 and all(c in "0123456789abcdefABCDEF" for c in digits):
                        code = int(digits, 16)
                        end = i + 6
                        # A surrogate pair makes one character; a lone one is
                        # kept as it is (the reference accepts it).
                        if 0xD800 <= code < 0xDC00 and text[end:end + 2] == "\\u":
                            low = text[end + 2:end + 6]
                            if len(low) == 4 and all(c in "0123456789abcdefABCDEF"
                                                     for c in low) \
                                    and 0xDC00 <= int(low, 16) < 0xE000:
                                code = 0x10000 + ((code - 0xD800) << 10) + int(low, 16) - 0xDC00
                                end += 6
                        offsets.append(i)
                        out.append(chr(code) if not 0xD800 <= code < 0xE000 else "\ufffd")
                        i = end
                        continue
                    first_bad = i + 2
                    while first_bad < min(i + 6, len(text)) and \
                            text[first_bad] in "0123456789abcdefABCDEF":
                        first_bad += 1
                    bad_at = first_bad + 1
                else:
                    bad_at = i + 2
                if bad is None:
                    bad = bad_at
                    self.error("Invalid JSON string", "There is a syntax error in the given "
                               "JSON string.", bad_at, bad_at + 1)
                offsets.append(i)
                i += 2
                continue
            offsets.append(i)
            out.append(ch)
            i += 1
        offsets.append(i)
        self.i = i + 1
        return JString(self.sm, start, i + 1, "".join(out), offsets)

    def number(self) -> JNode:
        text = self.text
        start = i = self.i
        while i < len(text) and (text[i].isalnum() or text[i] in "+-."):
            i += 1
        self.i = i
        raw = text[start:i]
        if not _valid_number(raw):
            self.error("Invalid JSON number", "There is a syntax error in the given JSON number.",
                       start, i)
            return JKeyword(self.sm, start, i, "null")
        return JNumber(self.sm, start, i, raw)

    def keyword(self) -> JKeyword:
        text = self.text
        start = i = self.i
        while i < len(text) and (text[i].isalnum() or text[i] == "_"):
            i += 1
        self.i = i
        word = text[start:i]
        if word in _KEYWORDS:
            return JKeyword(self.sm, start, i, word)
        if word in _JS_WORDS:
            detail = f'The JavaScript identifier "{word}" cannot be used in JSON.'
        else:
            close = [k for k in _KEYWORDS if _near(word, k)]
            hint = f' Did you mean "{close[0]}"?' if close else ""
            detail = f'"{word}" is not a valid JSON keyword.{hint}'
        self.error("Invalid JSON keyword", detail, start, i)
        return JKeyword(self.sm, start, i, "null")


def _near(word: str, keyword: str) -> bool:
    return edit_distance(word, keyword, 3) < 3


_NUMBER = re.compile(r"-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?")


def _valid_number(raw: str) -> bool:
    return _NUMBER.fullmatch(raw) is not None


def parse_document(text: str, sm: SourceMap) -> tuple[JNode | None, Diagnostics]:
    """The root value of a JSON document (None if it could not be read)."""
    p = _Parser(text, sm)
    root: JNode | None
    try:
        with parsing_room(len(text)):
            root = p.value()
        if isinstance(root, JArray) and root.failed:
            raise _Failed
        if p.peek() != "":
            at = p.i
            p.error("Extraneous data after value", "Extra characters appear after the JSON "
                    "value.", at, at + 1)
    except _Failed:
        root = None
    except RecursionError:
        p.error("Nesting too deep", "This JSON document is nested too deeply to read.", 0, 1)
        root = None
    return root, p.diags
