"""A mutation fuzzer: seeds from the test corpora, mutations that favour
HCL's own tokens, and the contract each call must keep (no exception, no
call over its time budget).  Coverage-guided fuzzing with atheris, where it
installs, drives the same targets (``python -m tests.fuzz --atheris``).

Every failure is written to ``tests/data/fuzz/regressions/TARGET-HASH.bin``,
which ``test_fuzz.py`` replays for good: a crash found once stays a test.
A call within its budget but slow (a fifth of it or more) is kept in
``tests/data/fuzz/slow/`` (not tracked by git), to trace by hand.
"""

from __future__ import annotations

import hashlib
import json
import random
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "data"
REGRESSIONS = DATA / "fuzz" / "regressions"
SLOW = DATA / "fuzz" / "slow"
MAX_INPUT = 1 << 14
SEED_SIZE = 2048

# Fragments worth inserting: HCL's punctuation and keywords, numbers at the
# edges, bytes that are not UTF-8, and function calls with large arguments.
TOKENS: tuple[bytes, ...] = (
    b"${", b"%{", b"}", b"{", b"[", b"]", b"(", b")", b'"', b"'", b"\n", b"\r\n", b"\t",
    b"<<EOT\n", b"<<-EOT\n", b"\nEOT\n", b"for ", b" in ", b"if ", b"endif", b"endfor",
    b"else", b"~", b"=", b":", b"=>", b"...", b"?", b"*", b".", b".*", b"[*]", b",",
    b"#", b"//", b"/*", b"*/", b"null", b"true", b"false", b"-", b"!", b"&&", b"||", b"%",
    b"1e999999", b"1e-99999", b"0.1", b"-0", b"9" * 40, b".1e5e3", b"\xff", b"\xc3\xa9",
    b"\xe0\xa4\x95\xe0\xa5\x8d\xe0\xa4\xb7", b"\xf0\x9f\x91\x8d", b"\\u00e9", b"$${", b"%%{",
    b"dynamic", b"content", b"for_each", b"iterator", b"labels", b"range(", b"format(",
    b"regex(", b"jsondecode(", b"indent(", b"try(", b"can(", b"upper(", b"join(",
    b"setproduct(", b"chunklist(", b"1000000000", b"4294967296", b'"%999999999d"', b"s",
    b"n", b"l", b"m", b"deep", b"u", b"ud", b"nul", b"object({a=string})", b"list(any)",
    b"attr", b"block", b"block_list", b"block_map", b"literal", b"default", b"transform",
    b"--spec", b"--vars", b"--out", b"--with-type", b"--keep-nulls", b"--var-refs",
    b"--diags=json", b"-V", b"\0", b"s", b"c", b"c.json", b"v",
)


def seeds() -> list[bytes]:
    """Every input of the test corpora: native and JSON files, spec files,
    expressions and templates of the evaluation cases."""
    from tests.eval.harness import read_cases
    found: list[bytes] = []
    for pattern in ("native/**/*.hcl", "json/**/*.json", "hcldec/**/*.hcl",
                    "hcldec/**/*.hcldec", "hcldec/**/*.json", "robustness/repro/*"):
        found += [p.read_bytes()[:MAX_INPUT] for p in sorted(DATA.glob(pattern)) if p.is_file()]
    for path in sorted((DATA / "eval" / "cases").glob("*.txt")):
        found += [req["src"].encode("utf-8", "surrogateescape") for req in read_cases(path)]
    # Small inputs run fast and find as much: the long ones are cut down
    # (repeating a stretch still makes inputs long where that matters).
    return [s[:SEED_SIZE] for s in found if s]


class Mutator:
    """Makes inputs from seeds, one random change or several at a time."""

    def __init__(self, corpus: list[bytes], rng: random.Random) -> None:
        self.corpus = corpus
        self.rng = rng

    def __call__(self) -> bytes:
        rng = self.rng
        data = bytearray(rng.choice(self.corpus))
        for _ in range(rng.choice((1, 1, 1, 2, 3, 5))):
            self._mutate(data)
        return bytes(data[:MAX_INPUT])

    def _mutate(self, data: bytearray) -> None:
        rng = self.rng
        n = len(data)
        at = rng.randrange(n + 1)
        kind = rng.randrange(9)
        if kind == 0 and n:  # flip bits
            data[min(at, n - 1)] ^= 1 << rng.randrange(8)
        elif kind == 1:  # a random byte
            data[at:at] = bytes([rng.randrange(256)])
        elif kind == 2 and n:  # drop a stretch
            del data[at:at + rng.choice((1, 2, 4, 16, 64))]
        elif kind in (3, 4, 5):  # one of HCL's tokens
            data[at:at] = rng.choice(TOKENS)
        elif kind == 6 and n:  # repeat a stretch: long lines, deep nesting
            piece = bytes(data[at:at + rng.choice((1, 2, 3, 8))])
            data[at:at] = piece * rng.choice((2, 16, 150, 1000))
        elif kind == 7:  # splice in part of another seed
            other = rng.choice(self.corpus)
            start = rng.randrange(len(other))
            data[at:at] = other[start:start + rng.choice((4, 32, 256))]
        elif n:  # cut short
            del data[at:]


@dataclass
class Failure:
    target: str
    data: bytes
    problem: str

    def save(self, folder: Path = REGRESSIONS) -> Path:
        folder.mkdir(parents=True, exist_ok=True)
        digest = hashlib.sha256(self.data).hexdigest()[:16]
        path = folder / f"{self.target}-{digest}.bin"
        path.write_bytes(self.data)
        return path


@dataclass
class Report:
    executions: dict[str, int] = field(default_factory=dict)
    failures: list[Failure] = field(default_factory=list)
    slowest: dict[str, float] = field(default_factory=dict)
    # Calls within the budget but slow: (target, CPU seconds, where the input is).
    slow: list[tuple[str, float, str]] = field(default_factory=list)
    seconds: float = 0.0

    def as_json(self) -> str:
        return json.dumps({"executions": self.executions, "total": sum(self.executions.values()),
                           "failures": [(f.target, f.problem.splitlines()[-1]) for f in
                                        self.failures],
                           "slowest_call_seconds": self.slowest,
                           "slow_inputs": self.slow,
                           "seconds": round(self.seconds, 1)}, indent=1)


def check(target: str, run: Callable[[bytes], None], data: bytes,
          budget: float) -> tuple[Failure | None, float]:
    """Run one input; a failure if it raises or takes over ``budget``
    seconds of CPU."""
    start = time.process_time()
    try:
        run(data)
    except MemoryError:
        return Failure(target, data, "over the memory budget (MemoryError)"), 0.0
    except Exception:  # the contract: nothing gets out
        return Failure(target, data, traceback.format_exc()), 0.0
    spent = time.process_time() - start
    if spent > budget:
        return Failure(target, data, f"took {spent:.1f} s of CPU (budget {budget} s)"), spent
    return None, spent


def fuzz(targets: dict[str, Callable[[bytes], None]], runs: int | None, seconds: float | None,
         seed: int, budget: float, slow_folder: Path = SLOW) -> Iterator[Report]:
    """Round-robin over ``targets`` until ``runs`` executions (in all) or
    ``seconds`` have passed; yields the report now and then, and at the end.
    An input whose call took a fifth of ``budget`` or more is kept in
    ``slow_folder``."""
    rng = random.Random(seed)
    mutate = Mutator(seeds(), rng)
    report = Report(executions=dict.fromkeys(targets, 0), slowest=dict.fromkeys(targets, 0.0))
    names = sorted(targets)
    start = time.monotonic()
    done = 0
    while (runs is None or done < runs) and \
            (seconds is None or time.monotonic() - start < seconds):
        name = names[done % len(names)]
        data = mutate()
        failure, spent = check(name, targets[name], data, budget)
        report.executions[name] += 1
        report.slowest[name] = max(report.slowest[name], round(spent, 3))
        if failure is not None:
            failure.save()
            report.failures.append(failure)
        elif spent >= budget / 5:
            kept = Failure(name, data, "slow").save(slow_folder)
            report.slow.append((name, round(spent, 3), str(kept)))
        done += 1
        if done % 20_000 == 0:
            report.seconds = time.monotonic() - start
            yield report
    report.seconds = time.monotonic() - start
    yield report
