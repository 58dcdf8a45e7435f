"""A concrete syntax tree of a native-syntax file, for editing it.

The tree is cut from the source along the parser's node ranges: a body is
a sequence of pieces, each either source text kept as it is (blank lines,
comments that belong to nothing, brackets) or an item (an attribute or a
block), in source order, redefined attributes included.  An item owns the
comment lines directly above it, the spaces before it on its line, and the
rest of its line (a comment there, and the newline).  Printing the tree
joins the pieces: untouched, it gives back the source byte for byte.

Edits replace pieces.  What they add is laid out by the formatter at the
depth where it goes, so it reads as ``hclfmt`` would write it.  An edited
item is marked ``touched``; printing the document puts the comments that
end its lines back in the column of their neighbours' (hclfmt lines them up
across nesting, so this is done on the whole document's lines).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Any, Final

from ..diagnostics import Diagnostics
from ..errors import HCLError
from ..native import ast as native_ast
from ..native import parse_expression
from ..native.lexer import Kind, Token
from ..native.parser import Parser, _after_bad_encoding
from ..pos import SourceMap, source_text
from .format import format_text, realign_comments
from .literal import hcl_literal, is_name, quote_label
from .tokens import CLOSERS, OPENERS, lossless_tokens

__all__ = ["Attribute", "Block", "Body", "Document", "parse_document"]

# The rest of an item's line: spaces, one-line block comments, then a line
# comment (which holds its newline), a newline, or the end of the file.
_REST_OF_LINE: Final = re.compile(
    r"[ \t]*(?:/\*[^\n]*?\*/[ \t]*)*(?:(?:#|//)[^\n]*\n?|\r?\n|\Z)")
# A line holding only a comment.
_COMMENT_LINE: Final = re.compile(r"[ \t]*(?:(?:#|//)[^\n]*|/\*[^\n]*?\*/[ \t]*\r?)\n")


class Attribute:
    """``name = expression`` and what it owns of the lines around it."""

    def __init__(self, leading: str, indent: str, name: str, between: str, expression: str,
                 trailing: str) -> None:
        self.leading = leading  # comment lines directly above
        self.indent = indent
        self.name = name
        self.between = between  # from the name to the expression: `` = ``
        self.expression = expression  # the expression's source text
        self.trailing = trailing  # the rest of the line: a comment, the newline
        self.touched = False  # changed by an edit: its comment may need lining up again

    def rename(self, name: str) -> None:
        """Give the attribute another name, its ``=`` kept in its column
        where the name fits before it."""
        _check_name(name)
        self.touched = True
        if not _spaces_before_equals(self):  # a comment there stays as it is
            self.name = name
            return
        column = _equals_column(self)
        after = self.between[_equals_index(self.between):]
        # (hclfmt gives one that it does not line up a single space)
        pad = max(1, column - len(self.indent) - len(name)) if _chainable(self) else 1
        self.name = name
        self.between = " " * pad + after

    def __str__(self) -> str:
        return f"{self.leading}{self.indent}{self.name}{self.between}{self.expression}" \
               f"{self.trailing}"

    def __repr__(self) -> str:
        return f"Attribute({self.name!r}, {self.expression!r})"


class Block:
    """``type labels { body }`` and what it owns of the lines around it."""

    def __init__(self, leading: str, indent: str, type: str, header: str, labels: list[str],
                 body: Body, closing: str, trailing: str) -> None:
        self.leading = leading
        self.indent = indent
        self.type = type
        self.header = header  # from the type to the opening brace, labels included
        self.labels = labels
        self.body = body
        self.closing = closing  # the closing brace
        self.trailing = trailing
        self.touched = False  # changed by an edit: its header line's comment may move

    def set_labels(self, labels: Sequence[str]) -> None:
        """Replace the block's labels (written quoted)."""
        self.labels = list(labels)
        self.header = "".join(f" {quote_label(label)}" for label in labels) + " "
        self.touched = True

    def rename(self, type: str) -> None:
        """Give the block another type name."""
        _check_name(type)
        self.type = type
        self.touched = True

    def head(self) -> str:
        """The text before the body: comments above, indentation, type,
        labels and the opening brace."""
        return f"{self.leading}{self.indent}{self.type}{self.header}{{"

    def tail(self) -> str:
        """The text after the body: the closing brace and the rest of its line."""
        return self.closing + self.trailing

    def __str__(self) -> str:
        return f"{self.head()}{self.body}{self.tail()}"

    def __repr__(self) -> str:
        return f"Block({self.type!r}, {self.labels!r})"


Item = Attribute | Block


class Body:
    """The attributes and blocks of a file or of a block, with the text
    between them, in source order."""

    def __init__(self, parts: list[str | Item], depth: int, newline: str = "\n") -> None:
        self.parts = parts
        self.depth = depth  # nesting: 0 for the file's body
        self.newline = newline  # the file's line ending, for the lines edits write

    # --- reading --------------------------------------------------------------------------------

    def items(self) -> Iterator[Item]:
        """Every attribute and block, in source order (the text between them
        left out).
        """
        return (p for p in self.parts if not isinstance(p, str))

    def attributes(self) -> list[Attribute]:
        """Every attribute, in source order (a redefined one too)."""
        return [p for p in self.parts if isinstance(p, Attribute)]

    def blocks(self) -> list[Block]:
        """Every block, in source order (empty when there are none)."""
        return [p for p in self.parts if isinstance(p, Block)]

    def get_attribute(self, name: str) -> Attribute | None:
        """The first attribute named ``name`` (the one HCL reads), or ``None``
        when the body has none of that name."""
        return next((a for a in self.attributes() if a.name == name), None)

    def find_blocks(self, type: str, *labels: str) -> list[Block]:
        """The blocks of ``type`` whose labels start with ``labels``."""
        n = len(labels)
        return [b for b in self.blocks() if b.type == type and tuple(b.labels[:n]) == labels]

    # --- editing --------------------------------------------------------------------------------

    def set_attribute(self, name: str, value: Any, *, heredocs: bool = False) -> Attribute:
        """Set ``name`` to a Python value (written as an HCL literal) or to
        a parsed native expression (written as its source text).  An
        existing attribute keeps its place, comments and spacing; a new one
        goes at the end of the body."""
        if isinstance(value, native_ast.Expression):
            return self.set_attribute_raw(name, value.source_text())
        # (In a CRLF file a heredoc's lines end in CRLF, which is in its value:
        # a string whose lines end otherwise is written quoted.)
        return self._set(name, hcl_literal(value, heredocs, self.newline))

    def set_attribute_raw(self, name: str, expression: str) -> Attribute:
        """Set ``name`` to the expression written in ``expression``
        (``"var.x + 1"``, line breaks written as the file's); a comment
        after it (``"a # why"``) becomes the comment that ends the
        attribute's line.  Raises :class:`HCLError` if it does not parse."""
        expr, diags = parse_expression(expression, "<expression>")
        if diags.has_errors() or expr is None:
            raise HCLError(diags, {"<expression>": expression})
        after = expression[expr.end:].strip()
        if after and "\n" not in after:
            return self._set(name, expression[:expr.end].strip(), after)
        return self._set(name, expression.strip())

    def _set(self, name: str, text: str, comment: str = "") -> Attribute:
        _check_name(name)
        text = text.replace("\r\n", "\n")
        existing = self.get_attribute(name)
        if existing is None:
            line = f"{name} = {text}" + (f" {comment}" if comment else "")
            new = _parse_item(self._layout(line + "\n"), self.depth)
            assert isinstance(new, Attribute)
            new.touched = True
            _end_heredoc_line(new, self.newline)
            if self._append(new):
                self._realign(self.parts.index(new))
            return new
        existing.touched = True
        linked = _links(existing)
        one_line = self._is_one_line()
        at = self.parts.index(existing)
        if comment:  # the comment given with the expression ends its line now
            existing.trailing = f" {comment}{self.newline}"
            self._touch_neighbours(at)
        if ("\n" in text or comment) and one_line:
            existing.expression = text.replace("\n", self.newline)
            self._open_up(None)
            return existing
        line = self._layout(f"{name} = {text}\n")
        existing.expression = line.split("=", 1)[1].strip(" ")[:-len(self.newline)]
        if _end_heredoc_line(existing, self.newline):  # the comment runs around it change
            self._touch_neighbours(at)
        if (existing.leading or not _chainable(existing)) and _spaces_before_equals(existing):
            existing.between = " " + existing.between[_equals_index(existing.between):]
        self._realign(at, linked=linked)
        return existing

    def remove_attribute(self, name: str) -> bool:
        """Remove the attributes named ``name`` (with the comments above
        them and the rest of their lines); whether there were any."""
        found = False
        i = 0
        while i < len(self.parts):
            part = self.parts[i]
            if isinstance(part, Attribute) and part.name == name:
                del self.parts[i]
                self._touch_around(i)
                self._realign(i, removed=True, linked=_links(part))
                found = True
            else:
                i += 1
        self._close_up()
        return found

    def rename_attribute(self, name: str, new_name: str) -> bool:
        """Rename the attributes named ``name``; whether there were any.
        Raises ``ValueError`` if another attribute of the body is named
        ``new_name`` already (HCL would read "Attribute redefined")."""
        found = [a for a in self.attributes() if a.name == name]
        if found and new_name != name and self.get_attribute(new_name) is not None:
            raise ValueError(f'cannot rename attribute "{name}" to "{new_name}": the body has '
                             f'an attribute named "{new_name}" already')
        for attr in found:
            attr.rename(new_name)
            self._realign(self.parts.index(attr))
        return bool(found)

    def append_block(self, type: str, labels: Sequence[str] = ()) -> Block:
        """A new empty block at the end of the body (after a blank line when
        the body has items), returned for filling in."""
        _check_name(type)
        header = "".join(f" {quote_label(label)}" for label in labels)
        new = _parse_item(self._layout(f"{type}{header} {{\n}}\n"), self.depth)
        assert isinstance(new, Block)
        if any(True for _ in self.items()) and not self._ends_with_blank_line():
            new.leading = self.newline + new.leading
        self._append(new)
        return new

    def remove_block(self, block: Block) -> None:
        """Remove ``block`` (with the comments above it and the rest of its line)."""
        for i, part in enumerate(self.parts):
            if part is block:
                del self.parts[i]
                self._touch_around(i)
                self._close_up()
                return

    def _close_up(self) -> None:
        """A one-line body left with nothing in it is written ``{}``, as hclfmt writes it."""
        if self._is_one_line() and not any(True for _ in self.items()) \
                and not "".join(str(p) for p in self.parts).strip():
            self.parts = []

    # --- helpers --------------------------------------------------------------------------------

    def _layout(self, text: str, depth: int | None = None) -> str:
        """``text`` (lines ending in LF) laid out at this body's depth, its
        lines ending as the file's do."""
        out = _layout(text, self.depth if depth is None else depth)
        return out if self.newline == "\n" else out.replace("\n", self.newline)

    def _chains(self) -> list[list[int]]:
        """The runs of attributes whose ``=`` hclfmt lines up, as indexes
        into ``parts``: attributes on consecutive lines (no blank line or
        comment line between), each closing on its first line what it
        opens there."""
        chains: list[list[int]] = []
        current: list[int] = []
        for i, part in enumerate(self.parts):
            if isinstance(part, Attribute) and _chainable(part) and not part.leading \
                    and current and i == current[-1] + 1 \
                    and _continues(self.parts[current[-1]]):  # type: ignore[arg-type]
                current.append(i)
                continue
            if current:
                chains.append(current)
            current = [i] if isinstance(part, Attribute) and _chainable(part) else []
        if current:
            chains.append(current)
        return chains

    def _realign(self, at: int, removed: bool = False, linked: bool = True) -> None:
        """Line up the ``=`` of the runs next to ``parts[at]`` (an item
        edited, added, or, with ``removed``, taken out from there) as hclfmt
        would, where the rest of each run was lined up (otherwise the run is
        left as written).  ``linked``: whether the item as it was joined
        the attributes before and after it into one run (else each side was
        a run of its own, each lined up or not)."""
        near = {at - 1, at} if removed else {at - 1, at, at + 1}
        for chain in self._chains():
            if not near.intersection(chain):
                continue
            attrs = [self.parts[i] for i in chain]
            # The run may join two runs the edit's item kept apart (a value
            # of several lines made one, or one taken out): each side of
            # the edit lined up on its own is a run hclfmt's layout had.
            before = [a for i, a in zip(chain, attrs) if i < at]
            after = [a for i, a in zip(chain, attrs) if i > at or (removed and i == at)]
            sides = (before + after,) if linked else (before, after)
            if all(len({_equals_column(a) for a in side}) <= 1  # type: ignore[arg-type]
                   for side in sides):
                _align(attrs)  # type: ignore[arg-type]

    def _touch_around(self, at: int) -> None:
        """Mark the items on either side of ``parts[at]``, where one was
        taken out: the run of comments it was in may line up anew."""
        for i in (at - 1, at):
            if 0 <= i < len(self.parts) and not isinstance(self.parts[i], str):
                self.parts[i].touched = True  # type: ignore[union-attr]

    def _touch_neighbours(self, at: int) -> None:
        """Mark the items on either side of ``parts[at]``, whose comment
        changed: the run of comments it was in may line up anew."""
        self._touch_around(at)
        self._touch_around(at + 1)

    def _ends_with_blank_line(self) -> bool:
        text = "".join(str(p) for p in self.parts)
        return text.rstrip(" \t").endswith("\n\n") or not text.strip()

    def _append(self, item: Item) -> bool:
        """Put ``item`` last, before the spaces that indent the closing
        brace; whether the items before it were left as they were (an empty
        or one-line body is laid out again, with ``item``)."""
        tail = ""
        last = self.parts[-1] if self.parts else None
        if isinstance(last, str):
            cut = last.rfind("\n") + 1
            if not last[cut:].strip(" \t"):
                tail = last[cut:]
                if cut:
                    self.parts[-1] = last[:cut]
                else:
                    self.parts.pop()
        if self._is_one_line():
            self._open_up(item)
            return False
        if self.parts and not str(self.parts[-1]).endswith("\n"):
            self.parts.append(self.newline)
        self.parts.append(item)
        if tail:
            self.parts.append(tail)
        return True

    def _is_one_line(self) -> bool:
        """Whether this is a block's body on one line (or empty)."""
        # (Stops at the first newline: a body of lines has one at its start.)
        return bool(self.depth) and not any(
            "\n" in (p if isinstance(p, str) else str(p)) for p in self.parts)

    def _open_up(self, extra: Item | None) -> None:
        """Lay a one-line body out anew as lines, with ``extra`` last.  The
        items stay the objects callers hold."""
        items = [*self.items(), *([extra] if extra is not None else [])]
        lines = "".join(_one_line(old) for old in items).replace("\r\n", "\n")
        inner = _parse_item(self._layout(f"x {{\n{lines}}}\n", self.depth - 1), self.depth - 1)
        assert isinstance(inner, Block)
        self.parts = inner.body.parts
        laid_out = [i for i, p in enumerate(self.parts) if not isinstance(p, str)]
        for old, at in zip(items, laid_out):
            vars(old).update(vars(self.parts[at]))
            old.touched = True
            self.parts[at] = old

    def __str__(self) -> str:
        return "".join(str(p) for p in self.parts)

    def __repr__(self) -> str:
        return f"Body({list(self.items())!r})"


def _end_heredoc_line(attr: Attribute, newline: str) -> bool:
    """A heredoc's closing marker must end its line: where the attribute's
    expression ends with one, a comment after it moves to a line of its own
    above the attribute (whether one moved is returned), and a line break
    follows it at the end of the file."""
    if not _ends_with_heredoc(attr.expression):
        return False
    comment = attr.trailing.strip()
    if comment:
        attr.leading += f"{attr.indent}{comment}{newline}"
        attr.trailing = newline
        return True
    if not attr.trailing:
        attr.trailing = newline
    return False


def _ends_with_heredoc(expression: str) -> bool:
    last = None
    # (the closing marker is read as one only where a line break follows it)
    for kind, _, _ in lossless_tokens(expression + "\n"):
        if kind not in (Kind.NEWLINE, Kind.EOF):
            last = kind
    return last == Kind.CHEREDOC


def _layout(text: str, depth: int) -> str:
    """``text`` formatted as it would be at ``depth``, indentation included."""
    out = format_text("x {\n" * depth + text + "}\n" * depth)
    lines = out.split("\n")
    return "\n".join(lines[depth:len(lines) - 1 - depth]) + "\n"


def _first_line_net(text: str) -> int | None:
    """Brackets opened less closed on the first line of ``text`` (a line
    ends at a newline between tokens, not one inside a heredoc), and
    ``None`` if there is no second line."""
    net = 0
    for kind, _, _ in lossless_tokens(text):
        if kind in OPENERS:
            net += 1
        elif kind in CLOSERS:
            net -= 1
        elif kind in (Kind.NEWLINE, Kind.COMMENT):
            return net
    return None if net == 0 else net


def _chainable(attr: Attribute) -> bool:
    """Whether hclfmt lines up this attribute's ``=``: its line closes what it opens."""
    return "\n" not in attr.between and attr.trailing.endswith("\n") \
        and not _first_line_net(attr.expression) and _spaces_before_equals(attr)


def _links(attr: Attribute) -> bool:
    """Whether a run of lined-up attributes goes on through this one (from
    the line above it: no comment lines above it)."""
    return not attr.leading and _chainable(attr) and _continues(attr)


def _continues(attr: Attribute) -> bool:
    """Whether a run of lined-up attributes can go on after this one: it
    ends on the line of its ``=`` (a heredoc's lines are part of it)."""
    return _first_line_net(attr.expression) is None


def _equals_column(attr: Attribute) -> int:
    return len(attr.indent) + len(attr.name) + _equals_index(attr.between)


def _equals_index(between: str) -> int:
    """Where the ``=`` is in the text from an attribute's name to its
    expression: a comment there may hold ``=`` too, so by tokens."""
    for kind, start, _ in lossless_tokens(between):
        if kind == Kind.EQUAL:
            return start
    return between.find("=")  # (a parsed attribute has the token)


def _spaces_before_equals(attr: Attribute) -> bool:
    """Whether only spaces come between the name and the ``=`` (else a
    comment does, and the padding there is not the editor's to change)."""
    at = _equals_index(attr.between)
    return at >= 0 and not attr.between[:at].strip(" \t")


def _align(group: list[Attribute]) -> None:
    """Pad the names of ``group`` so that their ``=`` line up, as hclfmt does."""
    column = max(len(a.indent) + len(a.name) for a in group) + 1
    for attr in group:
        after = attr.between[_equals_index(attr.between):]
        between = " " * (column - len(attr.indent) - len(attr.name)) + after
        if between != attr.between:
            attr.between = between
            attr.touched = True


def _one_line(item: Item) -> str:
    return str(item).strip(" \t") if str(item).endswith("\n") else str(item).strip() + "\n"


def _check_name(name: str) -> None:
    if not is_name(name):
        raise ValueError(f"{name!r} is not a name HCL can write bare")


class Document:
    """A native-syntax file open for editing: ``str(doc)`` is its text."""

    def __init__(self, prefix: str, body: Body) -> None:
        self.prefix = prefix  # a byte-order mark, kept
        self.body = body

    def __str__(self) -> str:
        chunks: list[str] = []
        touched: set[int] = set()
        _print(self.body, chunks, touched, 0)
        return self.prefix + realign_comments("".join(chunks), touched)

    def __repr__(self) -> str:
        return f"Document({self.body!r})"


def _print(body: Body, chunks: list[str], touched: set[int], line: int) -> int:
    """Append the text of ``body`` (which starts on ``line``, 0-based) to
    ``chunks``, and the lines of its touched items to ``touched``; the
    line it ends on."""
    for part in body.parts:
        if isinstance(part, str):
            chunks.append(part)
            line += part.count("\n")
        elif isinstance(part, Attribute):
            text = str(part)
            chunks.append(text)
            first = line + part.leading.count("\n")
            line += text.count("\n")
            if part.touched:
                touched.update(range(first, line + (not text.endswith("\n"))))
        else:
            head = part.head()
            chunks.append(head)
            line += head.count("\n")
            if part.touched:
                touched.add(line)
            line = _print(part.body, chunks, touched, line)
            if part.touched:
                touched.add(line)
            tail = part.tail()
            chunks.append(tail)
            line += tail.count("\n")
    return line


# --- cutting the source --------------------------------------------------------------------------


class _ItemParser(Parser):
    """The native parser, noting every attribute and block it reads, in the
    order it finishes them (a redefined attribute, which the body's mapping
    does not keep, too)."""

    def __init__(self, src: str, sm: SourceMap) -> None:
        super().__init__(src, sm)
        self.items: list[native_ast.Attribute | native_ast.Block] = []

    def parse_body_item(self, ident: Token
                        ) -> native_ast.Attribute | native_ast.BlockRecord | None:
        item = super().parse_body_item(ident)
        if item is not None:
            # (A block is kept as its record in the tree; here as a Block.)
            self.items.append(native_ast.Block.parsed(self.sm, item)
                              if isinstance(item, tuple) else item)
        return item


def parse_document(src: str | bytes, filename: str = "<input>"
                   ) -> tuple[Document, Diagnostics]:
    """The editable tree of ``src``, and its syntax errors.  A source with
    errors has a tree too (of what the parser recovered), which prints back
    as the source; editing it is the caller's risk.  (Bytes that are not
    UTF-8 print back as lone surrogates, to be written with
    ``surrogateescape``; so does a lone surrogate in text, as the bytes
    UTF-8 would give it, which is what writing it could give.)"""
    src = source_text(src)
    prefix = "\ufeff" if src.startswith("\ufeff") else ""
    text = src[len(prefix):]
    sm = SourceMap(text, filename, len(prefix.encode()))
    parser = _ItemParser(text, sm)
    parser.parse_config()
    diags = _after_bad_encoding(parser.diags)
    items: list[native_ast.Attribute | native_ast.Block] = list(parser.items)
    # A one-line block's attribute is read without a body loop.  (By where
    # it starts: a body makes its Attribute objects again when read.)
    starts = {n.start for n in items}
    for node in parser.items:
        if isinstance(node, native_ast.Block):
            items.extend(a for a in node.body.attributes.values()
                         if node.open_brace < a.start and a.start not in starts)
    items.sort(key=lambda n: n.start)
    first_break = text.find("\n")
    newline = "\r\n" if first_break > 0 and text[first_break - 1] == "\r" else "\n"
    body = _cut(text, 0, len(text), items, 0, newline)
    return Document(prefix, body), diags


def _cut(text: str, lo: int, hi: int, nodes: list[native_ast.Attribute | native_ast.Block],
         depth: int, newline: str) -> Body:
    """The body between ``lo`` and ``hi`` whose items (and their items, in
    source order) are ``nodes``."""
    parts: list[str | Item] = []
    pos = lo
    i = 0
    while i < len(nodes):
        node = nodes[i]
        # The items inside a block come right after it, in order.
        j = i + 1
        if isinstance(node, native_ast.Block):
            while j < len(nodes) and nodes[j].start < node.end:
                j += 1
        inner = nodes[i + 1:j]
        i = j
        line_start = text.rfind("\n", lo, node.start) + 1 or lo
        if line_start >= pos and not text[line_start:node.start].strip(" \t"):
            indent, head = text[line_start:node.start], line_start
        else:
            indent, head = "", node.start
        leading_start = head
        while True:  # comment lines directly above, from line starts only
            prev = text.rfind("\n", pos, leading_start - 1) + 1 or pos
            if prev < pos or prev >= leading_start or (prev > 0 and text[prev - 1] != "\n"):
                break
            if not _COMMENT_LINE.fullmatch(text, prev, leading_start):
                break
            leading_start = prev
        if leading_start > pos:
            parts.append(text[pos:leading_start])
        leading = text[leading_start:head]
        m = _REST_OF_LINE.match(text, node.end, hi)
        rest_end = m.end() if m is not None and (m.end() > node.end or node.end == hi) \
            and (m.group().endswith("\n") or m.end() == len(text)) else node.end
        trailing = text[node.end:rest_end]
        pos = rest_end
        if isinstance(node, native_ast.Attribute):
            parts.append(Attribute(leading, indent, node.name, text[node.name_end:node.expr.start],
                                   text[node.expr.start:node.expr.end], trailing))
        else:
            body = _cut(text, node.open_brace + 1, node.close_start, list(inner), depth + 1,
                        newline)
            parts.append(Block(leading, indent, text[node.start:node.type_end],
                               text[node.type_end:node.open_brace], list(node.labels), body,
                               text[node.close_start:node.end], trailing))
    if pos < hi:
        parts.append(text[pos:hi])
    return Body(parts, depth, newline)


def _parse_item(text: str, depth: int) -> Item:
    """The one item written in ``text`` (indented for ``depth``)."""
    doc, diags = parse_document(text)
    if diags.has_errors():
        raise HCLError(diags, {"<input>": text})
    item = next(doc.body.items())
    if isinstance(item, Block):
        _set_depth(item.body, depth + 1)
    return item


def _set_depth(body: Body, depth: int) -> None:
    body.depth = depth
    for block in body.blocks():
        _set_depth(block.body, depth + 1)
