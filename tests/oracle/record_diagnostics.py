#!/usr/bin/env python3
"""Record how the reference ``hcldec`` writes diagnostics.

    python tests/oracle/record_diagnostics.py [CASE ...]

For each case below, writes tests/data/diagnostics/CASE/: the input files, a
``case.json`` (the arguments, which file each diagnostic filename stands for
and in which syntax, and the contexts, see below), ``diags.json`` (what
``hcldec --diags=json`` writes on stderr) and one ``RUN.txt`` per run (what
plain ``hcldec`` writes on stderr): ``plain`` with neither stream on a
terminal, ``color-N`` with both on a terminal N columns wide, and ``plain-N``
with only stdout on one (the reference takes the width from stdout and the
colour from stderr).

The JSON form leaves out a diagnostic's context range, which widens the
source lines the text shows.  Where the text shows lines outside the
subject's, ``case.json`` records a context covering just the lines shown
(from the first shown line's start to the last one's end): it reproduces the
output, though the reference's own context may be wider on those lines.

Where one run gives several diagnostics in an order that varies (the
reference decodes some things by iterating over a map), runs are repeated
until the text comes in the JSON's order.
"""

from __future__ import annotations

import fcntl
import json
import os
import pty
import re
import shutil
import struct
import subprocess
import sys
import termios
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.oracle.live import reference_tool

DATA = Path(__file__).resolve().parents[1] / "data" / "diagnostics"
BROKEN = Path(__file__).resolve().parents[1] / "data" / "native" / "broken"

ANY_SPEC = 'attr {\n  name = "v"\n  type = any\n}\n'
REQUIRED_SPEC = 'object {\n  attr "v" {\n    type = number\n    required = true\n  }\n}\n'
MAP_SPEC = 'object {\n  attr "v" {\n    type = map(number)\n  }\n}\n'
RESOURCE_SPEC = """object {
  block_map "resource" {
    labels = ["type", "name"]
    object {
      attr "count" {
        type = number
      }
      attr "name" {
        type = string
        required = true
      }
      block "inner" {
        object {
          attr "x" { type = number }
        }
      }
    }
  }
  block "a" {
    object {
      block "b" {
        attr {
          name = "c"
          type = number
        }
      }
    }
  }
}
"""
NESTED_SPEC = """object {
  block_map "outer" {
    labels = ["name"]
    object {
      block_map "inner" {
        labels = ["name"]
        object {
          attr "x" { type = number }
        }
      }
    }
  }
}
"""
TWO_LABEL_SPEC = """object {
  block_map "outer" {
    labels = ["name", "n2"]
    object {
      attr "x" { type = number }
    }
  }
}
"""
NAME_SPEC = 'object {\n  attr "name" {\n    type = string\n  }\n}\n'

DEFAULT_RUNS = ("plain", "color-80")


@dataclass
class Case:
    """One hcldec run: ``files`` are written to the case folder; ``args``
    follow ``hcldec`` (``{NAME}`` stands for the content of file NAME);
    ``stdin`` names a file fed on stdin; ``sources`` maps a filename that
    diagnostics use to (local file, syntax) where they differ."""

    name: str
    files: dict[str, bytes]
    args: list[str] = field(default_factory=lambda: ["--spec=spec.hcldec", "input.hcl"])
    spec: str = ANY_SPEC
    runs: tuple[str, ...] = DEFAULT_RUNS
    stdin: str | None = None
    sources: dict[str, list[str]] = field(default_factory=dict)
    note: str = ""


def _corpus(case: str, stem: str, note: str = "", runs: tuple[str, ...] = DEFAULT_RUNS) -> Case:
    name = f"{stem}.hcl"
    return Case(case, {name: (BROKEN / name).read_bytes()}, ["--spec=spec.hcldec", name],
                runs=runs, note=note)


def _lines(*lines: str) -> bytes:
    return "".join(line + "\n" for line in lines).encode()


CASES: list[Case] = [
    # --- parse errors, from the native-syntax corpus --------------------------------------------
    _corpus("eof_zero_width", "001-string-unterminated-eof",
            "an empty subject at the end of a file without a final newline"),
    _corpus("multiline_subject", "002-string-unterminated-before-newline",
            "subjects ending at column 1 of the next line show that line too"),
    _corpus("parse_error_in_block", "003-string-unterminated-in-block",
            "'in resource \"x\" \"y\"' from a block the parser recovered"),
    _corpus("parse_error_nested_block", "004-string-unterminated-nested-block",
            "the outermost block names the context, not the innermost"),
    _corpus("wrap_exactly_80", "005-string-unterminated-in-interpolation",
            "a detail line of exactly 80 characters is not broken", ("plain", "color-80",
                                                                     "color-79")),
    _corpus("heredoc_context", "013-heredoc-missing-closing-marker",
            "a context range shows lines before the subject's"),
    _corpus("block_context", "079-content-after-close-brace",
            "the context is the block; the subject just after it is in no block"),
    _corpus("invalid_utf8_line", "140-utf8-invalid-byte-in-expression",
            "a byte that is not UTF-8 is written as it is"),
    _corpus("invalid_utf8_label", "142-utf8-invalid-in-block-label",
            "a label cut short at a byte that is not UTF-8"),
    _corpus("nul_byte", "144-nul-byte-top-level"),
    _corpus("lone_cr", "150-control-char-lone-cr", "a lone CR does not end a line"),
    _corpus("subject_past_last_line", "155-template-unclosed-directive",
            "a subject on the line after the final newline: 'on' line, no source"),
    Case("crlf_parse_error", {"input.hcl": b'a = 1\r\nb = "x\r\nc = 2\r\n'},
         note="CR before LF is not part of a line"),
    Case("tabs_parse_error", {"input.hcl": b"\tx = 1 +\t\n\ty = 2\n"},
         note="tabs are written as they are"),
    Case("non_ascii_before_subject",
         {"input.hcl": "a = \"üñï\u0301çødé 😀\" ~ 1\n".encode()},
         note="underlining counts bytes, so multi-byte characters before the subject"),
    Case("bom_parse_error", {"input.hcl": b'\xef\xbb\xbfa = "x\n'},
         note="a byte-order mark is counted in offsets and shown on line 1"),
    # --- decoding errors --------------------------------------------------------------------------
    Case("resource_blocks", {"input.hcl": _lines(
        'resource "a" "b" {', '  count = "many"', '  name = "x"', "  bogus = 1", "  inner {",
        '    x = "y"', "  }", "}", 'resource "c" "d" {', "}", "a {", "  b {", '    c = "q"',
        "  }", "}")}, spec=RESOURCE_SPEC,
        note="'in' labelled blocks; an empty subject underlines the '{' after it"),
    Case("nested_labelled_blocks", {"input.hcl": _lines(
        'outer "o1" {', '  inner "i1" {', '    x = "a"', "  }", "}")}, spec=NESTED_SPEC),
    Case("label_escapes", {"input.hcl": (
        'outer "a\\"b\\\\c\\td\\ne\\u0001\\u007f" '
        '"é \\u00a0\\u200b\\u2028 😀 \\uFEFF\\U0001F600 $${z} %%{y}" {\n'
        '  x = "a"\n}\n').encode()}, spec=TWO_LABEL_SPEC,
        note="labels are quoted as Go quotes strings"),
    Case("identifier_labels", {"input.hcl": _lines('outer o1 x {', '  x = "a"', "}")},
         spec=TWO_LABEL_SPEC),
    Case("block_start_boundary", {"input.hcl": (
        b'outer "o1" {\n  x = 1\n}\nbogus {\n}\nouter "o2" {\n  bogus {}\n}\n'
        b'outer "o3" {bogus = 1}\nouter "o4" {\n}')}, spec=TWO_LABEL_SPEC,
        note="a subject at a block's first byte is in it"),
    Case("block_end_boundary", {"input.hcl": b"x {\n}y = 1\n"},
         note="a subject at the byte after a block's '}' is not in it"),
    Case("binary_op_context", {"input.hcl": b'v = (1 +\n  "a")\n'}),
    Case("nested_binary_context", {"input.hcl": b'v = (\n  1\n  +\n  "a"\n  +\n  3\n)\n'}),
    Case("blank_line_in_context", {"input.hcl": b'v = (1 +\n\n  "a")\n'},
         note="empty lines inside the snippet are left out"),
    Case("blank_lines_in_context", {"input.hcl": b'v = (\n  1\n\n  +\n\n  "a"\n\n)\n'}),
    Case("conditional_context", {"input.hcl": b'v = (\n  true ?\n  "a"\n  :\n  [] \n)\n'},
         note="a subject over several lines; the trailing space is not underlined"),
    Case("function_call", {"input.hcl": b"v = upper(\n  1,\n  2\n  ,3)\n"}),
    Case("multiline_subject_blank_line", {"input.hcl": b"v = {\n  a = 1\n\n  b = 2 }\n"},
         spec=REQUIRED_SPEC),
    Case("tabs_crlf_decode", {"input.hcl": "v = 1\r\n\tbogus\t= 2 # é\r\nw = 3\r\n".encode()},
         spec=MAP_SPEC),
    Case("bom_decode", {"input.hcl": b'\xef\xbb\xbfx = "a"\n'}, spec=TWO_LABEL_SPEC),
    Case("empty_file", {"input.hcl": b""}, spec=REQUIRED_SPEC,
         note="an empty file: the 'on' line and no source"),
    Case("blank_file", {"input.hcl": b"\n\n"}, spec=REQUIRED_SPEC),
    Case("comment_only_file", {"input.hcl": "# é comment\n".encode()}, spec=REQUIRED_SPEC,
         note="an empty subject at byte 0 underlines the first byte"),
    Case("bom_comment_file", {"input.hcl": b"\xef\xbb\xbf# c\n"}, spec=REQUIRED_SPEC),
    Case("spec_file_error", {"input.hcl": b"v = 1\n"}, spec=(
        'object {\n  block "a" {\n    block "b" {\n      attr "c" { type = number }\n'
        "    }\n  }\n}\n"), note="the spec file is one of the files, with its own context"),
    Case("missing_file", {}, ["--spec=spec.hcldec", "missing.hcl"],
         note="no subject: summary and detail only"),
    Case("vars_json_argument", {"vars0.json": b'{"x": [1,}'},
         ["--spec=spec.hcldec", "-V", "{vars0.json}", "input.hcl"],
         sources={"<vars argument 0>": ["vars0.json", "json"]},
         note="a file name with '<' and '>', escaped in the JSON form"),
    Case("stdin_input", {"stdin.hcl": b'v = "a\n'}, ["--spec=spec.hcldec"], stdin="stdin.hcl",
         sources={"<stdin>": ["stdin.hcl", "native"]}),
    Case("special_filename", {"a&b <c> é.hcl": b"v = 1\nbogus = 2\n"},
         ["--spec=spec.hcldec", "a&b <c> é.hcl"], spec=MAP_SPEC),
    Case("two_files", {"f1.hcl": b"bogus1 = 1\n", "f2.hcl": b"\n\nbogus2 = 2\n"},
         ["--spec=spec.hcldec", "f1.hcl", "f2.hcl"], spec=REQUIRED_SPEC),
    Case("attribute_redefined", {"input.hcl": b"v = <<EOT\n\nx\n\nEOT\nv = 2\n"},
         note="a detail naming a range"),
    Case("large_line_numbers", {"input.hcl": (
        b"v = 1\n" + b"\n" * 7 + b"a9 = 1\nb10 = 1\n" + b"\n" * 988 + b"c999 = 1\nd1000 = 1\n"
        + b"\n" * 8998 + b"e9999 = 1\nf10000 = 1\n")}, spec=REQUIRED_SPEC,
        note="line numbers are right-aligned in four columns, and widen past 9999"),
    Case("did_you_mean", {"input.hcl": b'nme = "x"\n'}, spec=NAME_SPEC),
    Case("multibyte_columns", {"input.hcl": "v = {\"e\u0301👍🏽\" = \"x\"}\n".encode()},
         spec=MAP_SPEC),
    # --- wrapping --------------------------------------------------------------------------------
    Case("long_words", {"input.hcl": (
        "v = 1\n" + "a" * 100 + " = 1\n" + "b" * 78 + " = 1\n" + "c" * 61 + " = 1\n"
        + "d" * 80 + " = 1\n").encode()}, spec=REQUIRED_SPEC,
        note="a word longer than the width stands on a line of its own"),
    Case("unicode_words", {"input.hcl": ("v = 1\n" + "é" * 59 + " = 1\n" + "ü" * 58 + " = 1\n"
                                         ).encode()}, spec=REQUIRED_SPEC,
         note="widths count characters, not bytes"),
    Case("wrap_widths", {"input.json": json.dumps({
        "v": {},
        "a key with  two spaces\tand a tab and\nnewline and é ünïcödé words to make it long "
        "enough to wrap around the line twice or maybe three times if we keep going": 1,
        "   leading spaces then a very-long-hyphenated-word-that-goes-on-and-on-and-on-"
        "without-any-break-at-all-for-a-long-while and then     five spaces": 1,
    }, ensure_ascii=False).encode()}, ["--spec=spec.hcldec", "input.json"], spec=MAP_SPEC,
        runs=("plain", "color-80", "color-33", "plain-50", "color-1", "color-0"),
        note="the terminal's width (from stdout); 0 columns: no wrapping"),
    # --- the JSON syntax -------------------------------------------------------------------------
    Case("json_split_utf8", {"input.json": '{"a": é}'.encode()},
         ["--spec=spec.hcldec", "input.json"], spec=REQUIRED_SPEC,
         note="an empty subject inside a UTF-8 sequence underlines one byte of it"),
    Case("json_split_utf8_2", {"input.json": '{"a": 1 éa}'.encode()},
         ["--spec=spec.hcldec", "input.json"], spec=REQUIRED_SPEC),
    Case("json_missing_required", {"input.json": b"{\n}"},
         ["--spec=spec.hcldec", "input.json"], spec=REQUIRED_SPEC),
    Case("json_missing_required_2", {"input.json": b'{"a": {}}'},
         ["--spec=spec.hcldec", "input.json"], spec=REQUIRED_SPEC),
    Case("json_context_path", {"input.json": (
        b'{\n  "resource": {\n    "a": {\n      "b": {\n        "count": "many",\n'
        b'        "name": "x",\n        "inner": {"x": "y"}\n      }\n    }\n  }\n}\n')},
        ["--spec=spec.hcldec", "input.json"], spec=RESOURCE_SPEC,
        note="in the JSON syntax, the context is the path of property names"),
]


# --- running the reference -----------------------------------------------------------------------


def _terminal(cols: int) -> tuple[int, int]:
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, cols, 0, 0))
    attrs = termios.tcgetattr(slave)
    attrs[1] &= ~termios.OPOST  # keep "\n" as it is written
    termios.tcsetattr(slave, termios.TCSANOW, attrs)
    return master, slave


def _drain(fd: int, into: list[bytes]) -> None:
    while True:
        try:
            chunk = os.read(fd, 65536)
        except OSError:  # EIO once the other end is closed
            return
        if not chunk:
            return
        into.append(chunk)


def run_hcldec(hcldec: str, case: Case, folder: Path, run: str) -> tuple[int, bytes]:
    """Run the case as ``run`` says; returns the exit status and stderr."""
    args = [_expand(a, folder) for a in case.args]
    if run == "json":
        args.insert(0, "--diags=json")
    mode, _, cols = run.partition("-")
    stdin = (folder / case.stdin).read_bytes() if case.stdin else None
    terminals: list[tuple[int, int]] = []
    threads: list[threading.Thread] = []
    err_chunks: list[bytes] = []
    out_chunks: list[bytes] = []
    stdout: int = subprocess.DEVNULL
    stderr: int = subprocess.PIPE
    if cols:
        terminals.append(_terminal(int(cols)))
        stdout = terminals[-1][1]
        threads.append(threading.Thread(target=_drain, args=(terminals[-1][0], out_chunks)))
    if mode == "color":
        terminals.append(_terminal(int(cols)))
        stderr = terminals[-1][1]
        threads.append(threading.Thread(target=_drain, args=(terminals[-1][0], err_chunks)))
    for t in threads:
        t.start()
    proc = subprocess.Popen([hcldec, *args], cwd=folder, stdout=stdout, stderr=stderr,
                            stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL)
    for _, slave in terminals:
        os.close(slave)
    _, err = proc.communicate(stdin, timeout=60)
    for t in threads:
        t.join()
    for master, _ in terminals:
        os.close(master)
    return proc.returncode, b"".join(err_chunks) if mode == "color" else err


def _expand(arg: str, folder: Path) -> str:
    m = re.fullmatch(r"\{(.+)\}", arg)
    return (folder / m.group(1)).read_text(encoding="utf-8") if m else arg


_HEADER = re.compile(r"^(?:\x1b\[3\dm)?(?:Error|Warning)(?:\x1b\[0m)?: ", re.M)
_NUMBERED = re.compile(r"^ *(\d+): ")


def split_text(text: str) -> list[dict[str, Any]]:
    """The reference's text, one entry per diagnostic: its summary, the
    ``on`` line (or None), the numbers of the source lines shown, and the
    detail with its line breaks undone."""
    starts = [m.start() for m in _HEADER.finditer(text)]
    found = []
    for i, start in enumerate(starts):
        chunk = text[start:starts[i + 1] if i + 1 < len(starts) else len(text)]
        lines = chunk.split("\n")
        on: str | None = None
        shown: list[int] = []
        rest = lines[2:]
        if rest and rest[0].startswith("  on "):
            on = rest[0]
            j = 1
            while j < len(rest) and rest[j]:
                m = _NUMBERED.match(rest[j])
                assert m, rest[j]
                shown.append(int(m.group(1)))
                j += 1
            rest = rest[j + 1:]
        found.append({"summary": _HEADER.sub("", lines[0], count=1), "on": on, "lines": shown,
                      "detail": " ".join(" ".join(rest).split())})
    return found


def _matches(text: bytes, diags: list[dict[str, Any]]) -> bool:
    parts = split_text(text.decode("utf-8", "surrogateescape"))
    if len(parts) != len(diags):
        return False
    for part, diag in zip(parts, diags):
        subject = diag.get("subject")
        line = f" line {subject['start']['line']}" if subject else None
        if part["summary"] != diag["summary"] or (part["on"] is None) != (line is None):
            return False
        if line and line + ":" not in part["on"] and line + "," not in part["on"]:
            return False
        if part["detail"] != " ".join(diag.get("detail", "").split()):
            return False
    return True


def _line_spans(data: bytes) -> dict[int, tuple[int, int]]:
    spans: dict[int, tuple[int, int]] = {}
    start, number = 0, 0
    while start < len(data):
        nl = data.find(b"\n", start)
        stop = len(data) if nl < 0 else nl
        end = stop - 1 if stop > start and data[stop - 1] == 0x0D else stop
        number += 1
        spans[number] = (start, end)
        start = stop + 1
    return spans


def _pos(data: bytes, byte: int) -> dict[str, int]:
    before = data[:byte]
    line_start = before.rfind(b"\n") + 1
    column = len(before[line_start:].decode("utf-8", "replace")) + 1
    return {"line": before.count(b"\n") + 1, "column": column, "byte": byte}


def infer_contexts(text: bytes, diags: list[dict[str, Any]],
                   sources: dict[str, bytes]) -> list[dict[str, Any] | None]:
    """Contexts that widen each diagnostic's snippet to the lines shown."""
    contexts: list[dict[str, Any] | None] = []
    for part, diag in zip(split_text(text.decode("utf-8", "surrogateescape")), diags):
        subject = diag.get("subject")
        shown = part["lines"]
        if not subject or not shown or all(
                subject["start"]["line"] <= n <= subject["end"]["line"] for n in shown):
            contexts.append(None)
            continue
        data = sources[subject["filename"]]
        spans = _line_spans(data)
        start, end = spans[min(shown)][0], spans[max(shown)][1]
        contexts.append({"filename": subject["filename"], "start": _pos(data, start),
                         "end": _pos(data, end)})
    return contexts


def record(hcldec: str, case: Case, folder: Path, order: bytes | None = None) -> dict[str, Any]:
    """Run ``case`` in ``folder`` (its files already there) and return what
    to store: ``{"meta": case.json content, "diags": bytes, "outputs": {RUN:
    bytes}}``.  ``order``: JSON output to wait for (the same diagnostics in
    the same order), where the order varies from run to run."""
    for _ in range(200):
        status, diags_json = run_hcldec(hcldec, case, folder, "json")
        if order is None or diags_json == order:
            break
    diags = json.loads(diags_json)["diagnostics"] if diags_json.strip() else []
    outputs: dict[str, bytes] = {}
    for run in case.runs:
        for _ in range(200):
            _, text = run_hcldec(hcldec, case, folder, run)
            if _matches(text, diags):
                break
        else:
            raise SystemExit(f"{case.name}: {run} never came in the JSON's order")
        outputs[run] = text
    sources = {name: (folder / name).read_bytes() for name in case.files}
    sources["spec.hcldec"] = case.spec.encode()
    for name, (local, _) in case.sources.items():
        sources[name] = (folder / local).read_bytes()
    contexts = infer_contexts(outputs[case.runs[0]], diags, sources)
    for run in case.runs[1:]:
        assert infer_contexts(outputs[run], diags, sources) == contexts, (case.name, run)
    syntax = {name: [name, "json" if name.endswith(".json") else "native"]
              for name in [*case.files, "spec.hcldec"]}
    syntax.update(case.sources)
    meta = {"note": case.note, "args": case.args, "stdin": case.stdin, "exit": status,
            "sources": syntax, "runs": list(case.runs), "contexts": contexts}
    return {"meta": meta, "diags": diags_json, "outputs": outputs}


def write_case(case: Case, folder: Path) -> None:
    for name, data in case.files.items():
        (folder / name).write_bytes(data)
    (folder / "spec.hcldec").write_text(case.spec, encoding="utf-8")


def main() -> None:
    hcldec = reference_tool("hcldec")
    if hcldec is None:
        sys.exit("no hcldec: build it with ../shared/oracle/build.sh")
    wanted = set(sys.argv[1:])
    for case in CASES:
        if wanted and case.name not in wanted:
            continue
        folder = DATA / case.name
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir(parents=True)
        write_case(case, folder)
        got = record(hcldec, case, folder)
        (folder / "case.json").write_text(
            json.dumps(got["meta"], indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        (folder / "diags.json").write_bytes(got["diags"])
        for run, text in got["outputs"].items():
            (folder / f"{run}.txt").write_bytes(text)
        print(f"{case.name}: {len(json.loads(got['diags'] or b'{}').get('diagnostics', []))}"
              " diagnostics")


if __name__ == "__main__":
    main()
