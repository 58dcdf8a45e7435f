"""A JSON parser that keeps what HCL needs (notes/json-syntax.md): property
order and repeats, numbers as written, and an offset range for every value
and property name; RFC 8259 mistakes are diagnostics with the reference's
wording, and with its recovery, so that a broken file gets the reference's
diagnostics and keeps what the reference keeps.

Positions are character offsets into the decoded text (a :class:`SourceMap`
turns them into lines, columns and bytes).

The reference reads a file as tokens first (:func:`_scan`), as described
here because what follows a mistake depends on it:

- a string runs to its closing quote, or stops before a control character
  or at the end of the file (and then its decoding fails);
- a number is a run of ``0-9 . + - e E`` (checked as a JSON number later),
  a keyword a letter followed by letters and underscores;
- ``{ } [ ] , : =`` are tokens; any other character is one invalid token
  (one byte wide), and the file ends there: nothing after it is read.

Then the parser: a value that is missing or wrong is reported and the
container goes on; a mistake in a container's structure (a missing colon or
comma, a bad property name, a trailing comma, no closing bracket) fails that
container (it has no value), and the one around it goes on.  After a
missing comma or colon the parser skips to the bracket that closes the
container (counting only that kind of bracket), and a missing comma is
reported at what comes after it.
"""

from __future__ import annotations

import bisect
import functools
import re
from dataclasses import dataclass, field

from ..diagnostics import Diagnostics
from ..limits import DEFAULT_LIMITS, Limits, nesting_room
from ..model.names import name_suggestion
from ..pos import Pos, Range, SourceMap, utf8_len

__all__ = ["JArray", "JKeyword", "JNode", "JNumber", "JObject", "JProperty", "JSONSourceMap",
           "JString", "parse_document"]

# As deep as the native syntax lets brackets nest.
MAX_DEPTH = DEFAULT_LIMITS.max_depth  # by default; see Limits


class JSONSourceMap(SourceMap):
    """Positions in a JSON file as the reference counts them: a tab is two
    columns there, and a carriage return none."""

    __slots__ = ("_plain", "_shifts")

    def __init__(self, text: str, filename: str = "<input>") -> None:
        super().__init__(text, filename)
        self._plain = "\t" not in text and "\r" not in text
        # Per line (from 1): the offsets of its tabs and of its carriage
        # returns, found once so that each position costs a search.
        self._shifts: dict[int, tuple[list[int], list[int]]] = {}

    def pos(self, offset: int) -> Pos:
        p = super().pos(offset)
        if self._plain:
            return p
        shifts = self._shifts.get(p.line)
        if shifts is None:
            text = self.text
            begin = text.rfind("\n", 0, offset) + 1
            end = text.find("\n", offset)
            line = text[begin:len(text) if end < 0 else end]
            shifts = ([begin + i for i, c in enumerate(line) if c == "\t"],
                      [begin + i for i, c in enumerate(line) if c == "\r"])
            self._shifts[p.line] = shifts
        tabs, returns = shifts
        extra = bisect.bisect_left(tabs, offset) - bisect.bisect_left(returns, offset)
        return Pos(p.line, p.column + extra, p.byte) if extra else p


@dataclass(eq=False)
class JNode:
    sm: SourceMap
    start: int
    end: int

    @property
    def range(self) -> Range:
        return self.sm.range(self.start, self.end)

    @property
    def start_range(self) -> Range:
        """Where the value starts: an object's or array's opening bracket,
        or the whole of a scalar."""
        if isinstance(self, (JObject, JArray)):
            return self.sm.range(self.start, self.start + 1)
        return self.range


@dataclass(eq=False)
class JString(JNode):
    value: str = ""

    @functools.cached_property
    def offsets(self) -> list[int]:
        """For each character of ``value`` (and one past its end), its
        offset in the source: escapes make the two differ."""
        return _char_offsets(self.sm.text, self.start, self.end)


@dataclass(eq=False)
class JNumber(JNode):
    text: str = "0"


@dataclass(eq=False)
class JKeyword(JNode):
    word: str = "null"  # true, false or null (a value that failed reads as null)


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


class _TooDeep(Exception):
    """Nesting past :data:`MAX_DEPTH`: reading stops."""


# --- tokens ---------------------------------------------------------------------------------

(LBRACE, RBRACE, LBRACK, RBRACK, COMMA, COLON, EQUALS, STRING, NUMBER, KEYWORD, INVALID,
 EOF) = range(12)
_PUNCT = {"{": LBRACE, "}": RBRACE, "[": LBRACK, "]": RBRACK, ",": COMMA, ":": COLON,
          "=": EQUALS}
_TOKEN = re.compile(r"""[ \t\n\r]*(?:
    ([{}\[\],:=])
  | ("(?:[^"\\\x00-\x1f]+|\\[^\x00-\x1f]|\\)*"?)
  | ([-+.0-9][-+.0-9eE]*)
  | ([A-Za-z][A-Za-z_]*)
  | (.)
  | \Z)""", re.VERBOSE | re.DOTALL)

Token = tuple[int, int, int]  # kind, start, end


def _scan(text: str) -> list[Token]:
    tokens: list[Token] = []
    append = tokens.append
    match = _TOKEN.match
    punct = _PUNCT
    i = 0
    while True:
        m = match(text, i)
        assert m is not None  # the last two alternatives match anything
        group = m.lastindex
        start, i = m.start(group or 0), m.end()
        if group == 1:
            append((punct[text[start]], start, i))
        elif group == 2:
            append((STRING, start, i))
        elif group == 3:
            append((NUMBER, start, i))
        elif group == 4:
            append((KEYWORD, start, i))
        elif group == 5:
            append((INVALID, start, i))
            append((EOF, i, i))  # nothing after an invalid character is read
            return tokens
        else:
            append((EOF, i, i))
            return tokens


_ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r",
            "t": "\t"}
_HEX = frozenset("0123456789abcdefABCDEF")
_KEYWORDS = ("true", "false", "null")
_JS_WORDS = ("NaN", "Infinity", "undefined")
_NUMBER = re.compile(r"-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?")
_NUMBER_PARTS = re.compile(r"-?([0-9]+)(?:\.([0-9]+))?(?:[eE]([+-]?[0-9]+))?")
_BAD_BYTE = re.compile("[\udc80-\udcff]")

_ERRORS = {
    "value": "A JSON value must start with a brace, a bracket, a number, a string, or a "
             "keyword.",
    "name": "A JSON object property name must be a string",
}


class _Parser:
    def __init__(self, text: str, sm: SourceMap, limits: Limits = DEFAULT_LIMITS) -> None:
        self.text = text
        self.sm = sm
        self.limits = limits
        self.max_depth = nesting_room(limits)
        self.errors_left = limits.max_diagnostics
        self.tokens = _scan(text)
        self.k = 0
        self.diags = Diagnostics()
        self.depth = 0
        # Bytes that are not UTF-8 (kept as lone surrogates) read as U+FFFD
        # in strings, one for each byte, as in the reference.
        self.bad_bytes = not text.isascii() and _BAD_BYTE.search(text) is not None
        # After an invalid character the file ends, one byte past it.
        self.stopped = len(self.tokens) > 1 and self.tokens[-2][0] == INVALID

    # --- positions -------------------------------------------------------------------------------

    def token_range(self, tok: Token) -> Range:
        kind, start, end = tok
        if kind == INVALID:  # one byte, whatever the character
            p = self.sm.pos(start)
            return Range(self.sm.filename, p, Pos(p.line, p.column + 1, p.byte + 1))
        if kind == EOF and self.stopped:
            p = self.token_range(self.tokens[-2]).end
            return Range(self.sm.filename, p, p)
        return self.sm.range(start, end)

    def error(self, summary: str, detail: str, where: Token | Range) -> None:
        if self.errors_left <= 0:
            return
        self.errors_left -= 1
        rng = where if isinstance(where, Range) else self.token_range(where)
        self.diags.error(summary, detail, rng)
        if self.errors_left == 0:
            self.diags.error("Too many errors",
                             f"Reading stopped reporting after {self.limits.max_diagnostics} "
                             "errors.", rng)

    # --- values ----------------------------------------------------------------------------------

    def value(self) -> JNode | None:
        """A value, or None (reported) if there is none here."""
        tok = self.tokens[self.k]
        kind, start, end = tok
        if kind == LBRACE:
            return self.obj()
        if kind == LBRACK:
            return self.array()
        if kind == STRING:
            self.k += 1
            return self.string(start, end)
        if kind == NUMBER:
            self.k += 1
            return self.number(start, end)
        if kind == KEYWORD:
            self.k += 1
            return self.keyword(start, end)
        if kind == EOF:
            self.error("Missing value", "The JSON data ends prematurely.", tok)
        elif kind == RBRACE:
            self.error("Missing JSON value", _ERRORS["value"], tok)
        elif kind == RBRACK:
            self.error("Missing array element value", _ERRORS["value"], tok)
        else:
            self.error("Invalid start of value", _ERRORS["value"], tok)
        return None

    def enter(self, tok: Token) -> None:
        self.depth += 1
        if self.depth > self.max_depth:
            self.error("Nesting too deep",
                       f"JSON values may be nested at most {self.max_depth} levels deep here.",
                       tok)
            raise _TooDeep

    def recover(self, close: int) -> Token:
        """Skip to just past the ``close`` bracket that balances what is
        skipped (only brackets of that kind are counted): the token there."""
        tokens = self.tokens
        opening = LBRACE if close == RBRACE else LBRACK
        depth = 0
        while tokens[self.k][0] != EOF:
            kind = tokens[self.k][0]
            self.k += 1
            if kind == opening:
                depth += 1
            elif kind == close:
                depth -= 1
                if depth <= 0:
                    break
        return tokens[self.k]

    def obj(self) -> JObject | None:
        self.enter(self.tokens[self.k])
        try:
            return self._obj()
        finally:
            self.depth -= 1

    def _obj(self) -> JObject | None:
        tokens = self.tokens
        opening = tokens[self.k]
        self.k += 1
        node = JObject(self.sm, opening[1], opening[2])
        tok = tokens[self.k]
        if tok[0] == RBRACE:
            self.k += 1
            node.end = tok[2]
            return node
        while True:
            name_tok = tokens[self.k]
            name = self.value()
            if not isinstance(name, JString):
                self.error("Invalid object property name", _ERRORS["name"], name_tok)
                return None
            tok = tokens[self.k]
            if tok[0] != COLON:
                if tok[0] in (COMMA, RBRACE):
                    self.error("Missing object value", "A JSON object attribute must have a "
                               "value, introduced by a colon.", tok)
                elif tok[0] == EQUALS:
                    self.error("Missing property value colon", "JSON uses a colon as its "
                               "name/value delimiter, not an equals sign.", tok)
                else:
                    self.error("Missing property value colon", "A colon must appear between an "
                               "object property's name and its value.", tok)
                self.recover(RBRACE)
                return None
            self.k += 1
            value = self.value()
            node.properties.append(JProperty(name, value or self.nothing(tok)))
            tok = tokens[self.k]
            kind = tok[0]
            if kind == COMMA:
                self.k += 1
                if tokens[self.k][0] == RBRACE:
                    self.error("Trailing comma in object", "JSON does not permit a trailing "
                               "comma after the final property in an object.", tok)
                    return None
                continue
            if kind == RBRACE:
                self.k += 1
                node.end = tok[2]
                return node
            if kind == EOF:
                self.error("Unclosed object", "No closing brace was found for this JSON object.",
                           opening)
            elif kind == RBRACK:
                self.k += 1
                self.error("Mismatched braces", "A JSON object must be closed with a brace, not "
                           "a bracket.", tokens[self.k])
            else:
                self.error("Missing attribute seperator comma", "A comma must appear between "
                           "each property definition in an object.", self.recover(RBRACE))
            return None

    def array(self) -> JArray | None:
        self.enter(self.tokens[self.k])
        try:
            return self._array()
        finally:
            self.depth -= 1

    def _array(self) -> JArray | None:
        tokens = self.tokens
        opening = tokens[self.k]
        self.k += 1
        node = JArray(self.sm, opening[1], opening[2])
        tok = tokens[self.k]
        if tok[0] == RBRACK:
            self.k += 1
            node.end = tok[2]
            return node
        while True:
            at = tokens[self.k]
            value = self.value()
            node.elements.append(value or self.nothing(at))
            tok = tokens[self.k]
            kind = tok[0]
            if kind == COMMA:
                self.k += 1
                if tokens[self.k][0] == RBRACK:
                    self.error("Trailing comma in array", "JSON does not permit a trailing comma "
                               "after the final value in an array.", tok)
                    return None
                continue
            if kind == RBRACK:
                self.k += 1
                node.end = tok[2]
                return node
            if kind == EOF:
                self.error("Unclosed object", "No closing bracket was found for this JSON array.",
                           opening)
            elif kind == RBRACE:
                self.error("Mismatched brackets", "A JSON array must be closed with a bracket, "
                           "not a brace.", self.recover(RBRACK))
            elif kind == COLON:
                self.error("Invalid array value", "A colon is not used to introduce values in a "
                           "JSON array.", self.recover(RBRACK))
            else:
                self.error("Missing attribute seperator comma", "A comma must appear between "
                           "each value in an array.", self.recover(RBRACK))
            return None

    def nothing(self, tok: Token) -> JKeyword:
        """What stands for a value that failed: null, where it was."""
        return JKeyword(self.sm, tok[1], tok[1] if tok[0] in (EOF, INVALID) else tok[2], "null")

    # --- scalars ---------------------------------------------------------------------------------

    def string(self, start: int, end: int) -> JNode:
        text = self.text
        raw = text[start + 1:end]
        closed = end - start >= 2 and text[end - 1] == '"' and _closes(text, start, end)
        if closed and "\\" not in raw:
            value = raw[:-1]
        else:
            value, bad = _decode(text, start, end, closed)
            if bad is not None:
                # The reference counts the place in bytes from the string's
                # start. Go reads bytes: the place is just after the first byte
                # of the character that is wrong (or the token's end, if it is
                # cut short).
                p = self.sm.pos(start)
                before = utf8_len(text[start:start + bad]) + (bad < end - start)
                at = Pos(p.line, p.column + before, p.byte + before)
                self.error("Invalid JSON string",
                           "There is a syntax error in the given JSON string.",
                           Range(self.sm.filename, at, Pos(at.line, at.column + 1, at.byte + 1)))
                return JKeyword(self.sm, start, end, "null")
        if self.bad_bytes:
            value = _BAD_BYTE.sub("\ufffd", value)
        return JString(self.sm, start, end, value)

    def number(self, start: int, end: int) -> JNode:
        raw = self.text[start:end]
        if _NUMBER.fullmatch(raw) is None or (("e" in raw or "E" in raw) and _overflows(raw)):
            self.error("Invalid JSON number", "There is a syntax error in the given JSON number.",
                       (NUMBER, start, end))
            return JKeyword(self.sm, start, end, "null")
        return JNumber(self.sm, start, end, raw)

    def keyword(self, start: int, end: int) -> JKeyword:
        word = self.text[start:end]
        if word in _KEYWORDS:
            return JKeyword(self.sm, start, end, word)
        if word in _JS_WORDS:
            detail = f'The JavaScript identifier "{word}" cannot be used in JSON.'
        else:
            suggestion = name_suggestion(word, _KEYWORDS)
            hint = f' Did you mean "{suggestion}"?' if suggestion else ""
            detail = f'"{word}" is not a valid JSON keyword.{hint}'
        self.error("Invalid JSON keyword", detail, (KEYWORD, start, end))
        return JKeyword(self.sm, start, end, "null")


def _overflows(raw: str) -> bool:
    """Whether the reference fails to read a (well-formed) JSON number: its
    binary exponent, the decimal exponent of its last digit plus the bits of
    its digits, must fit in 32 bits.  (hclkit reads less still, but says so
    when the number is evaluated, as for the native syntax.)"""
    m = _NUMBER_PARTS.fullmatch(raw)
    assert m is not None
    int_digits, frac_digits, exp_text = m.groups()
    digits = (int_digits + (frac_digits or "")).lstrip("0")
    if not digits:
        return False
    if len(exp_text or "") > 18:
        return True
    exp10 = int(exp_text or 0) - len(frac_digits or "")
    bits = int(digits).bit_length() if len(digits) <= 4000 else int(len(digits) * 3.3219281)
    return not -(2**31) <= exp10 + bits <= 2**31 - 1


def _closes(text: str, start: int, end: int) -> bool:
    """Whether the quote ending a string token closes it (it is not the
    escaped quote of a string cut short by the end of the file)."""
    backslashes = 0
    i = end - 2
    while i > start and text[i] == "\\":
        backslashes += 1
        i -= 1
    return backslashes % 2 == 0


def _decode(text: str, start: int, end: int, closed: bool) -> tuple[str, int | None]:
    """A string token's value, and where decoding it failed: the character
    that is wrong (counted from the token's start), or the token's length if
    the string is cut short."""
    out: list[str] = []
    i = start + 1
    stop = end - 1 if closed else end
    while i < stop:
        ch = text[i]
        if ch != "\\":
            j = text.find("\\", i, stop)
            j = stop if j < 0 else j
            out.append(text[i:j])
            i = j
            continue
        if i + 1 >= stop:
            return "", end - start
        nxt = text[i + 1]
        if nxt in _ESCAPES:
            out.append(_ESCAPES[nxt])
            i += 2
            continue
        if nxt != "u":
            return "", i + 1 - start
        code, i, bad = _hex4(text, i + 2, stop)
        if bad is not None:
            return "", bad - start
        # A surrogate pair makes one character; a lone one reads as U+FFFD.
        if 0xD800 <= code < 0xDC00 and text.startswith("\\u", i):
            low, after, bad = _hex4(text, i + 2, stop)
            if bad is None and 0xDC00 <= low < 0xE000:
                code = 0x10000 + ((code - 0xD800) << 10) + low - 0xDC00
                i = after
        out.append("\ufffd" if 0xD800 <= code < 0xE000 else chr(code))
    if not closed:
        return "", end - start
    return "".join(out), None


def _hex4(text: str, i: int, stop: int) -> tuple[int, int, int | None]:
    """Four hex digits at ``i``: their value, where they end, and the
    character that is not one (None if all are)."""
    for j in range(i, i + 4):
        if j >= stop:
            return 0, j, stop  # the closing quote, or the end of a string cut short
        if text[j] not in _HEX:
            return 0, j, j
    return int(text[i:i + 4], 16), i + 4, None


def _char_offsets(text: str, start: int, end: int) -> list[int]:
    """Where each character of a (well-formed) string token's value comes
    from, and where the closing quote is."""
    offsets: list[int] = []
    i = start + 1
    stop = end - 1
    while i < stop:
        offsets.append(i)
        if text[i] != "\\":
            i += 1
        elif text[i + 1] != "u":
            i += 2
        else:
            code = int(text[i + 2:i + 6], 16)
            i += 6
            if 0xD800 <= code < 0xDC00 and text.startswith("\\u", i):
                low = text[i + 2:i + 6]
                if len(low) == 4 and all(c in _HEX for c in low) and \
                        0xDC00 <= int(low, 16) < 0xE000:
                    i += 6
    offsets.append(stop)
    return offsets


def parse_document(text: str, sm: SourceMap, limits: Limits = DEFAULT_LIMITS
                   ) -> tuple[JNode | None, Diagnostics]:
    """The root value of a JSON document (None if it could not be read).
    A root that is not an object or array is reported at the document's
    first token."""
    p = _Parser(text, sm, limits)
    root: JNode | None
    try:
        root = p.value()
        if not p.diags.has_errors() and p.tokens[p.k][0] != EOF:
            p.error("Extraneous data after value", "Extra characters appear after the JSON "
                    "value.", p.tokens[p.k])
    except _TooDeep:
        root = None
    except RecursionError:
        p.error("Nesting too deep", "This JSON document is nested too deeply to read.",
                sm.range(0, min(1, len(text))))
        root = None
    if not isinstance(root, (JObject, JArray)):  # an array's elements are checked when read
        p.error("Root value must be object",
                "The root value in a JSON-based configuration must be either a JSON object or "
                "a JSON array of objects.", p.tokens[0])
    return root, p.diags
