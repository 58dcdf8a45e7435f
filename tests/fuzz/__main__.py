"""Run the fuzzer:

    python -m tests.fuzz --runs 100000 --seed 1          # a fixed amount (as CI does)
    python -m tests.fuzz --seconds 14400 --seed 7        # four hours
    python -m tests.fuzz --atheris --target native       # coverage-guided, where atheris installs

It works in a scratch folder of its own (the command-line target may write
files), caps its memory (4 GiB of address space) and reports executions per
target, the slowest call, and any failure, each saved under
tests/data/fuzz/regressions/ for test_fuzz.py to replay.  Exit status 1 if
anything failed.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import tempfile

from tests.fuzz.harness import check, fuzz
from tests.fuzz.targets import TARGETS, prepare_scratch


def main() -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.fuzz")
    ap.add_argument("--runs", type=int, help="executions in all (round-robin over targets)")
    ap.add_argument("--seconds", type=float, help="stop after this long")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--target", action="append", choices=sorted(TARGETS))
    ap.add_argument("--budget", type=float, default=10.0, help="CPU seconds a call may take")
    ap.add_argument("--memory-gib", type=float, default=4.0)
    ap.add_argument("--atheris", action="store_true", help="coverage-guided (one target)")
    opts, rest = ap.parse_known_args()
    limit = int(opts.memory_gib * 2**30)
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    targets = {n: TARGETS[n] for n in (opts.target or sorted(TARGETS))}
    scratch = tempfile.mkdtemp(prefix="hclkit-fuzz-")
    prepare_scratch(scratch)
    os.chdir(scratch)
    if opts.atheris:
        return _atheris(targets, opts.budget, rest)
    if opts.runs is None and opts.seconds is None:
        opts.runs = 10_000
    report = None
    for report in fuzz(targets, opts.runs, opts.seconds, opts.seed, opts.budget):
        print(f"{sum(report.executions.values())} executions, "
              f"{len(report.failures)} failures, {report.seconds:.0f} s", file=sys.stderr)
    assert report is not None
    print(report.as_json())
    for failure in report.failures:
        print(f"--- {failure.target}: {failure.data[:200]!r}\n{failure.problem}", file=sys.stderr)
    return 1 if report.failures else 0


def _atheris(targets: dict[str, object], budget: float, rest: list[str]) -> int:
    try:
        import atheris  # type: ignore[import-not-found]
    except ImportError:
        print("atheris is not installed (pip install atheris); use the plain loop",
              file=sys.stderr)
        return 2
    if len(targets) != 1:
        print("--atheris fuzzes one --target at a time", file=sys.stderr)
        return 2
    (name, run), = targets.items()

    def one(data: bytes) -> None:
        failure, _ = check(name, run, data, budget)  # type: ignore[arg-type]
        if failure is not None:
            print(failure.problem, file=sys.stderr)
            raise RuntimeError(f"contract broken; input saved as {failure.save()}")

    atheris.Setup([sys.argv[0], *rest], one)
    atheris.Fuzz()
    return 0


if __name__ == "__main__":
    sys.exit(main())
