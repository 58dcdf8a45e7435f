"""A small native-syntax file of literals read from its tokens alone.

``hcl2json`` on a tiny file spends nearly all its time importing the
parser, evaluation and the type system (dozens of modules); a file whose
attributes hold only literals (a ``.tfvars`` file, a small configuration)
needs none of them.  :func:`literal_data` reads such a file with the lexer
alone, giving exactly what :func:`hclkit.loads` gives, or ``None`` for
anything it does not handle: then the caller goes the whole way.

What it takes, and nothing else: attributes whose values are plain
strings (ASCII, no escape, ``$`` or ``%``), whole numbers of up to 15
digits, ``true``, ``false``, ``null``, and lists and objects of those;
blocks with plain labels, each block type once per body, none of them
``dynamic`` (which :func:`hclkit.loads` expands).  Anything else,
including every error, is ``None``, so errors are always reported by the
parser.  A test holds it equal to :func:`hclkit.loads` on the corpus.
"""

from __future__ import annotations

from ..native.lexer import Kind, Token, tokenize_with_problems

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import Any

__all__ = ["MAX_BYTES", "literal_data"]

# Larger files go the whole way: there the imports are a small share.
MAX_BYTES = 16 * 1024
_MAX_DEPTH = 32
_MAX_DIGITS = 15
_KEYWORDS = {"true": True, "false": False, "null": None}
_ENDS_LINE = (Kind.NEWLINE, Kind.COMMENT)


class _NotLiteral(Exception):
    """Something this reader leaves to the parser."""


def literal_data(data: bytes) -> dict[str, Any] | None:
    """The plain data of a native-syntax file of literals (the shape of
    :func:`hclkit.loads`), or None if it is anything else."""
    if len(data) > MAX_BYTES or not data.isascii():
        return None
    src = data.decode("ascii")
    tokens, problems = tokenize_with_problems(src)
    if problems:
        return None
    reader = _Reader(src, tokens)
    try:
        body = reader.body(0, Kind.EOF)
    except (_NotLiteral, IndexError):
        return None
    return body


class _Reader:
    def __init__(self, src: str, tokens: list[Token]) -> None:
        self.src = src
        self.tokens = tokens
        self.at = 0

    def _kind(self) -> int:
        return self.tokens[self.at][0]

    def _text(self) -> str:
        _, start, end = self.tokens[self.at]
        return self.src[start:end]

    def _expect(self, kind: int) -> None:
        if self._kind() != kind:
            raise _NotLiteral
        self.at += 1

    def _skip_lines(self) -> None:
        while self._kind() in _ENDS_LINE:
            self.at += 1

    def body(self, depth: int, close: int) -> dict[str, Any]:
        """Attributes and blocks up to ``close`` (EOF, or a block's ``}``)."""
        if depth > _MAX_DEPTH:
            raise _NotLiteral
        out: dict[str, Any] = {}
        while True:
            self._skip_lines()
            if self._kind() == close:
                self.at += 1
                return out
            if self._kind() != Kind.IDENT:
                raise _NotLiteral
            name = self._text()
            self.at += 1
            if name in out:  # a repeated name: errors, or blocks merged by label
                raise _NotLiteral
            if self._kind() == Kind.EQUAL:
                self.at += 1
                out[name] = self.value(depth + 1)
            elif name == "dynamic":  # loads expands these: the parser's work
                raise _NotLiteral
            else:
                out[name] = self.block(depth + 1)
            if self._kind() not in _ENDS_LINE and not (close == Kind.EOF
                                                       and self._kind() == Kind.EOF):
                raise _NotLiteral

    def block(self, depth: int) -> dict[str, Any]:
        """A block's labels and body, as nested dictionaries (its type read)."""
        labels: list[str] = []
        while self._kind() != Kind.OBRACE:
            if self._kind() == Kind.IDENT:
                labels.append(self._text())
                self.at += 1
            else:
                labels.append(self.string())
        self.at += 1
        if self._kind() not in _ENDS_LINE:  # a one-line block: left to the parser
            raise _NotLiteral
        data: dict[str, Any] = self.body(depth + len(labels), Kind.CBRACE)
        for label in reversed(labels):
            data = {label: data}
        return data

    def string(self) -> str:
        """A quoted string of plain text."""
        self._expect(Kind.OQUOTE)
        text = ""
        if self._kind() == Kind.QUOTED_LIT:
            text = self._text()
            if "\\" in text or "$" in text or "%" in text:
                raise _NotLiteral
            self.at += 1
        self._expect(Kind.CQUOTE)
        return text

    def value(self, depth: int) -> Any:
        if depth > _MAX_DEPTH:
            raise _NotLiteral
        kind = self._kind()
        if kind == Kind.OQUOTE:
            return self.string()
        if kind == Kind.NUMBER:
            text = self._text()
            if not text.isdigit() or len(text) > _MAX_DIGITS:
                raise _NotLiteral
            self.at += 1
            return int(text)
        if kind == Kind.IDENT:
            word = self._text()
            if word not in _KEYWORDS:  # a variable, or a for expression
                raise _NotLiteral
            self.at += 1
            return _KEYWORDS[word]
        if kind == Kind.OBRACK:
            return self.items(depth, Kind.CBRACK, self.value)
        if kind == Kind.OBRACE:
            pairs = self.items(depth, Kind.CBRACE, self.pair)
            keys = [k for k, _ in pairs]
            if len(set(keys)) != len(keys):
                raise _NotLiteral
            # An object's attributes come out in name order, as its type has them.
            return dict(sorted(pairs, key=lambda kv: kv[0]))
        raise _NotLiteral

    def pair(self, depth: int) -> tuple[str, Any]:
        if self._kind() == Kind.IDENT:
            key = self._text()
            if key in _KEYWORDS or key == "for":  # a keyword's value, or a for expression
                raise _NotLiteral
            self.at += 1
        else:
            key = self.string()
        if self._kind() not in (Kind.EQUAL, Kind.COLON):
            raise _NotLiteral
        self.at += 1
        return key, self.value(depth)

    def items(self, depth: int, close: int, item: Any) -> list[Any]:
        """The items of a list (newlines between its tokens ignored) or
        object (newlines or commas between items), up to ``close``."""
        self.at += 1
        out: list[Any] = []
        while True:
            self._skip_lines()
            if self._kind() == close:
                self.at += 1
                return out
            out.append(item(depth + 1))
            if close == Kind.CBRACK:
                self._skip_lines()
            if self._kind() == Kind.COMMA:
                self.at += 1
            elif self._kind() in _ENDS_LINE and close == Kind.CBRACE:
                continue
            elif self._kind() != close:
                raise _NotLiteral
