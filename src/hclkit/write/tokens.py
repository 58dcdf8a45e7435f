"""The lossless token stream of a native-syntax source.

The native lexer skips block comments and the spaces between tokens; here
they come back: block comments as tokens of their own (:data:`BLOCK_COMMENT`)
and spaces as the gaps between one token's end and the next one's start.
Tokens plus gaps give back the source byte for byte, which is what the
formatter and the editor stand on.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from operator import itemgetter

from ..native.lexer import Kind, Token, tokenize

TYPE_CHECKING = False  # typing's flag, without importing typing
if TYPE_CHECKING:
    from typing import Final

__all__ = ["BLOCK_COMMENT", "CLOSERS", "OPENERS", "TEMPLATE_TEXT", "lossless_tokens",
           "render"]

BLOCK_COMMENT: Final = 100  # ``/* … */``, which the native lexer leaves in the gaps

# Brackets that indent the lines after them.
OPENERS: Final = frozenset({Kind.OBRACE, Kind.OBRACK, Kind.OPAREN, Kind.TEMPLATE_INTERP,
                            Kind.TEMPLATE_CONTROL})
CLOSERS: Final = frozenset({Kind.CBRACE, Kind.CBRACK, Kind.CPAREN, Kind.TEMPLATE_SEQ_END})
# Tokens that are a template's own text: written as they are, with nothing between.
TEMPLATE_TEXT: Final = frozenset({Kind.QUOTED_LIT, Kind.STRING_LIT, Kind.CQUOTE,
                                  Kind.CHEREDOC, Kind.QUOTED_NEWLINE})

_BLOCK_COMMENT_RE: Final = re.compile(r"/\*.*?\*/", re.DOTALL)


def lossless_tokens(text: str) -> list[Token]:
    """Every token of ``text`` in order, block comments included, ending with
    ``EOF``; what lies between two tokens is spaces and tabs only."""
    tokens = tokenize(text)
    pos = text.find("/*")
    if pos < 0:
        return tokens
    # Only the gaps that hold a "/*" are looked at, each found by bisection:
    # a "/*" in a token (a string, a comment) is passed over with it.
    found: list[tuple[int, list[Token]]] = []  # (index of the token after the gap, comments)
    while pos >= 0:
        k = bisect_right(tokens, pos, key=_START)  # the token after the "/*" (EOF at the latest)
        gap_start = tokens[k - 1][2] if k else 0
        if gap_start > pos:  # in the token before
            pos = text.find("/*", gap_start)
            continue
        # The lexer only skips whole block comments, so every one in a gap is complete.
        gap_end = tokens[k][1]
        comments = [(BLOCK_COMMENT, m.start(), m.end())
                    for m in _BLOCK_COMMENT_RE.finditer(text, gap_start, gap_end)]
        if comments:
            found.append((k, comments))
        pos = text.find("/*", gap_end)
    if not found:
        return tokens
    merged: list[Token] = []
    prev = 0
    for k, comments in found:
        merged += tokens[prev:k]
        merged += comments
        prev = k
    merged += tokens[prev:]
    return merged


_START: Final = itemgetter(1)


def render(text: str, tokens: list[Token]) -> str:
    """The source again, from ``tokens`` and the gaps between them (a check
    that nothing was lost)."""
    parts: list[str] = []
    prev_end = 0
    for _, start, end in tokens:
        parts.append(text[prev_end:start])
        parts.append(text[start:end])
        prev_end = end
    parts.append(text[prev_end:])
    return "".join(parts)
