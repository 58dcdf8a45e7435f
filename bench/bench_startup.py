#!/usr/bin/env python3
"""How fast the commands start, beside ``python -c pass`` (not a test).

    python bench/bench_startup.py [RUNS]

Runs, on a two-line file of literals, the installed console scripts
``hclfmt`` and ``hcl2json`` (from the interpreter's ``bin`` folder; ``pip
install -e .`` puts them there), ``hcl2json`` again on a two-line file with
a variable reference (which needs the parser), ``hcldec --version``, and
the reference ``hclfmt`` when a built oracle is found, each RUNS times (default 20) interleaved with
``python -c pass`` on the same interpreter, so that the load on a shared
machine falls on all alike.  Prints the median wall-clock time of each, and
its ratio to ``python -c pass``'s (the target: within 3x); and the same for
the processor time (user + system) the process used, which a busy machine
disturbs less than the wall clock.

    python bench/bench_startup.py --instructions

counts instead the machine instructions each command runs (once each,
under ``valgrind --tool=callgrind``; slow, but the same on a busy machine
as on a quiet one), with the same ratios.
"""

from __future__ import annotations

import compileall
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.support.machine import print_machine  # noqa: E402

REFERENCE = Path(os.environ.get("HCL_REF", "/tmp/hcl-ref"))


def _script(name: str) -> str | None:
    beside = Path(sys.executable).parent / name
    return str(beside) if beside.exists() else shutil.which(name)


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _time(cmd: list[str]) -> tuple[float, float]:
    """The wall-clock time and the processor time of one run."""
    cpu = _cpu()
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start, _cpu() - cpu


def _instructions(cmd: list[str]) -> int:
    """The instructions one run executes, as callgrind counts them."""
    proc = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                           *cmd], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                          check=True)
    match = re.search(r"Collected : (\d+)", proc.stderr)
    assert match is not None, proc.stderr
    return int(match.group(1))


def main() -> None:
    count = "--instructions" in sys.argv[1:]
    args = [a for a in sys.argv[1:] if a != "--instructions"]
    if count and shutil.which("valgrind") is None:
        sys.exit("--instructions needs valgrind")
    runs = int(args[0]) if args else 20
    print_machine()
    # Byte-compiled first, as pip does on install (an editable install under
    # PYTHONDONTWRITEBYTECODE would compile every module on every start).
    compileall.compile_dir(str(Path(__file__).resolve().parents[1] / "src" / "hclkit"),
                           quiet=1)
    with tempfile.TemporaryDirectory() as tmp:
        tiny = Path(tmp) / "tiny.hcl"
        tiny.write_text('name = "x"\nport = 8080\n', encoding="utf-8")
        # A small file that is not literals alone: hcl2json needs the parser for it.
        refs = Path(tmp) / "refs.hcl"
        refs.write_text('name = "x-${var.a}"\nport = 8080\n', encoding="utf-8")
        commands: dict[str, list[str]] = {"python -c pass": [sys.executable, "-c", "pass"]}
        for name, args in [("hclfmt", [str(tiny)]), ("hcl2json", [str(tiny)]),
                           ("hcl2json", [str(refs)]), ("hcldec", ["--version"])]:
            script = _script(name)
            if script is None:
                print(f"({name} is not installed: pip install -e . first)")
                continue
            commands[f"{name} {' '.join(a if a.startswith('-') else Path(a).name for a in args)}"] \
                = [script, *args]
        if (REFERENCE / "hclfmt").exists():
            commands["reference hclfmt tiny.hcl"] = [str(REFERENCE / "hclfmt"), str(tiny)]
        if count:  # (not the reference: Go's runtime and valgrind do not mix)
            counts = {name: _instructions(cmd) for name, cmd in commands.items()
                      if not name.startswith("reference")}
            base = counts["python -c pass"]
            print("instructions of one run each (valgrind), and ratios to python -c pass's")
            for name, n in counts.items():
                print(f"{name:30} {n / 1e6:8.1f}M {n / base:6.2f}")
            return
        times: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
        for cmd in commands.values():  # once each, unmeasured: the disk cache
            _time(cmd)
        for _ in range(runs):
            for name, cmd in commands.items():
                times[name].append(_time(cmd))
    base_wall = statistics.median(w for w, _ in times["python -c pass"])
    base_cpu = statistics.median(c for _, c in times["python -c pass"])
    print(f"{runs} runs each, interleaved; medians, and ratios to python -c pass's")
    print(f"{'command':30} {'wall':>8} {'ratio':>6} {'cpu':>8} {'ratio':>6}")
    for name, found in times.items():
        wall = statistics.median(w for w, _ in found)
        cpu = statistics.median(c for _, c in found)
        print(f"{name:30} {wall * 1e3:6.1f}ms {wall / base_wall:6.2f} {cpu * 1e3:6.1f}ms "
              f"{cpu / base_cpu:6.2f}")


if __name__ == "__main__":
    main()
