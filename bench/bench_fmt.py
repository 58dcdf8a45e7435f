#!/usr/bin/env python3
"""How fast hclkit formats native-syntax files, beside the reference hclfmt
and python-hcl2's writer (not a test).

    python bench/bench_fmt.py

On the valid corpus (tests/data/native/valid: Terraform, Nomad and Packer
files), in one run:

* ``hclkit.fmt`` on each file, and ``hclkit.fmt`` with the syntax check
  (``hclkit.write.check``, a full parse: what ``hclfmt -check`` does);
* the reference ``hclfmt`` (when a built oracle is found) run on each file,
  as the command is used (one process per file), plain and with ``-check``,
  and once over all files together (its start-up paid once);
* python-hcl2's writer: ``hcl2.dumps`` of what ``hcl2.loads`` read (its only
  way from text to text), and ``hcl2.dumps`` alone, on the files it reads;
  beside it ``hclkit.dumps(shape="hcl2")`` of what ``hclkit.compat.hcl2``
  read from the same files (data to text, the same job).

Prints the time per file of each and hclkit's ratio to each, how many
outputs are byte-identical to the reference's, and hclkit's time on the
whole corpus at one and eight copies (the ratio shows the cost is linear).
"""

from __future__ import annotations

import gc
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "src"))

import hclkit  # noqa: E402
from hclkit.write import check  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "native" / "valid"
REPEAT = 3


def best(work: Callable[[], object], repeat: int = REPEAT) -> float:
    result = float("inf")
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        work()
        result = min(result, time.perf_counter() - start)
    return result


def per_file(work: Callable[[str], object], texts: list[str]) -> float:
    return best(lambda: [work(t) for t in texts]) / len(texts)


def reference_hclfmt() -> str | None:
    from tests.oracle.live import reference_tool

    return reference_tool("hclfmt")


def main() -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from tests.support.machine import print_machine
    print_machine()  # cores, load and Python version: what the figures depend on
    paths = sorted(CORPUS.glob("*.hcl"))
    texts = [p.read_bytes().decode("utf-8", "surrogateescape") for p in paths]
    size = sum(len(p.read_bytes()) for p in paths)
    print(f"{len(paths)} files, {size / 1000:.0f} kB\n")
    rows: list[tuple[str, float]] = []

    ours = per_file(hclkit.fmt, texts)
    ours_checked = per_file(lambda t: (check(t), hclkit.fmt(t)), texts)
    rows += [("hclkit.fmt", ours), ("hclkit.fmt + check (parse)", ours_checked)]

    hclfmt = reference_hclfmt()
    identical = None
    if hclfmt is not None:
        def run(args: list[str]) -> Callable[[], object]:
            return lambda: [subprocess.run([hclfmt, *args, str(p)], capture_output=True, check=True)
                            for p in paths]
        ref_plain = best(run([]), 1) / len(paths)
        ref_checked = best(run(["-check"]), 1) / len(paths)
        together = best(lambda: subprocess.run([hclfmt, *map(str, paths)],
                                               capture_output=True, check=True)) / len(paths)
        rows += [("hclfmt, a process per file", ref_plain),
                 ("hclfmt -check, a process per file", ref_checked),
                 ("hclfmt, all files in one process", together)]
        # The same job for hclkit's own command: one process, every file.
        ours_cmd = [sys.executable, "-c", "from hclkit.cli.hclfmt import run; run()"]
        our_together = best(lambda: subprocess.run([*ours_cmd, *map(str, paths)],
                                                   capture_output=True, check=True)) / len(paths)
        rows.append(("hclkit's hclfmt, all files in one process", our_together))
        outputs = [subprocess.run([hclfmt, str(p)], capture_output=True, check=True).stdout
                   for p in paths]
        identical = sum(hclkit.fmt(t).encode("utf-8", "surrogateescape") == out
                        for t, out in zip(texts, outputs))
    else:
        print("no reference hclfmt found (build it with ../shared/oracle/build.sh)")

    hcl2_identical = None
    try:
        import hcl2
    except ImportError:
        print("python-hcl2 is not installed (pip install '.[bench]')")
    else:
        readable: list[tuple[int, object]] = []
        for i, text in enumerate(texts):
            try:  # its parser (or its writer, on what it read) fails on some files
                data = hcl2.loads(text)
                hcl2.dumps(data)
            except Exception:
                continue
            readable.append((i, data))
        if hasattr(hcl2, "dumps"):
            hcl2_texts = [texts[i] for i, _ in readable]
            both = per_file(lambda t: hcl2.dumps(hcl2.loads(t)), hcl2_texts)
            alone = best(lambda: [hcl2.dumps(d) for _, d in readable]) / len(readable)
            ours_same = per_file(hclkit.fmt, hcl2_texts)
            rows += [(f"python-hcl2 loads + dumps ({len(readable)} files it writes)", both),
                     ("python-hcl2 dumps alone", alone)]
            # The same writing job for hclkit: its python-hcl2-shaped data back to text.
            from hclkit.compat import hcl2 as compat
            ours_data = []
            for text in hcl2_texts:
                data = compat.loads(text)
                try:  # shown, not hidden: hclkit's writer refusing what it read is a bug
                    hclkit.dumps(data, shape="hcl2")
                except ValueError as err:
                    print(f"hclkit.dumps(shape='hcl2') refuses what compat.hcl2 read: {err}")
                    continue
                ours_data.append(data)
            rows.append(("hclkit.dumps(shape='hcl2') alone, same files",
                         best(lambda: [hclkit.dumps(d, shape="hcl2") for d in ours_data])
                         / len(ours_data)))
            print(f"hclkit.fmt on the {len(readable)} files python-hcl2 writes: "
                  f"{ours_same * 1000:.2f} ms per file")
            if hclfmt is not None:
                hcl2_identical = sum(
                    hcl2.dumps(d).encode() == subprocess.run(
                        [hclfmt, str(paths[i])], capture_output=True, check=True).stdout
                    for i, d in readable)
        else:
            print("this python-hcl2 has no dumps")

    print(f"\n{'':<52} {'ms/file':>8} {'hclkit.fmt / it':>16}")
    for name, seconds in rows:
        print(f"{name:<52} {seconds * 1000:8.2f} {ours / seconds:15.2f}x")
    if hclfmt is not None:
        ratio = ours_checked / dict(rows)["hclfmt -check, a process per file"]
        print(f"\nhclkit.fmt + check / hclfmt -check, per file: {ratio:.2f}x (target: 2x or less)")
    if hclfmt is not None:
        ratio = dict(rows)["hclkit's hclfmt, all files in one process"] \
            / dict(rows)["hclfmt, all files in one process"]
        print(f"hclkit's hclfmt / the reference's, each given every file in one process: "
              f"{ratio:.2f}x (target: 1x or less)")
    if identical is not None:
        print(f"byte-identical to hclfmt: hclkit {identical}/{len(paths)}", end="")
        if hcl2_identical is not None:
            print(f", python-hcl2 {hcl2_identical}/{len(readable)}", end="")
        print()

    if hclfmt is not None:
        processor_time(hclfmt, paths, texts)

    whole = "".join(texts)
    one = best(lambda: hclkit.fmt(whole))
    eight = best(lambda: hclkit.fmt(whole * 8))
    print(f"\nhclkit.fmt on the corpus as one file: {size / one / 1e6:.2f} MB/s; "
          f"eight copies take {eight / one:.1f}x as long (linear: 8x)")


def processor_time(hclfmt: str, paths: list[Path], texts: list[str], rounds: int = 20) -> None:
    """The least processor time of ``rounds`` alternating passes of the
    reference ``hclfmt`` given every file (a process, start-up included),
    ``hclkit.fmt`` over the same files in this process, and the native
    lexer alone: processor time, which a busy machine disturbs less than
    the wall clock."""
    import resource

    from hclkit.write.tokens import lossless_tokens

    def children() -> float:
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        return usage.ru_utime + usage.ru_stime

    ref = ours = lexer = float("inf")
    for _ in range(rounds):
        start = children()
        subprocess.run([hclfmt, *map(str, paths)], capture_output=True, check=True)
        ref = min(ref, children() - start)
        start = time.process_time()
        for text in texts:
            hclkit.fmt(text)
        ours = min(ours, time.process_time() - start)
        start = time.process_time()
        for text in texts:
            lossless_tokens(text)
        lexer = min(lexer, time.process_time() - start)
    print(f"\nprocessor time, least of {rounds}: hclfmt given every file {ref * 1000:.1f} ms; "
          f"hclkit.fmt over the same files {ours * 1000:.1f} ms ({ours / ref:.2f}x, target: 1x "
          f"or less), of which the native lexer alone {lexer * 1000:.1f} ms ({lexer / ref:.2f}x)")


if __name__ == "__main__":
    main()
