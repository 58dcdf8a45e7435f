#!/usr/bin/env python3
"""What module evaluation costs beyond parsing (not a test).

    python bench/bench_terraform.py [DIR]

Takes the largest real module recorded under tests/data/terraform/modules
(by bytes of configuration, child modules included; or DIR) and times,
best of 5: parsing its files (and those of the local modules it calls)
alone, and ``hclkit.terraform.load_module`` on it.  Prints both and their
ratio: the evaluation's overhead.
"""

from __future__ import annotations

import gc
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

import hclkit  # noqa: E402
from hclkit.terraform import load_module  # noqa: E402

DATA = ROOT / "tests" / "data" / "terraform" / "modules"
REPEAT = 5


def _files(module: object) -> list[str]:
    found = list(module.files)  # type: ignore[attr-defined]
    for call in module.module_calls.values():  # type: ignore[attr-defined]
        for child in call.instances.values():
            found.extend(_files(child))
    return found


def _best(run: object) -> float:
    best = float("inf")
    for _ in range(REPEAT):
        gc.collect()
        start = time.perf_counter()
        run()  # type: ignore[operator]
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    if len(sys.argv) > 1:
        target = Path(sys.argv[1])
    else:
        dirs = {p.parent for p in DATA.rglob("*.tf")}
        target = max(dirs, key=lambda d: sum(Path(f).stat().st_size
                                             for f in _files(load_module(d))))
    module = load_module(target)
    files = _files(module)
    size = sum(Path(f).stat().st_size for f in files)

    def parse() -> None:
        for f in files:
            hclkit.parse_file(f)

    parse_time = _best(parse)
    load_time = _best(lambda: load_module(target))
    print(f"module: {target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}")
    print(f"files: {len(files)} ({size} bytes), resources: {len(module.resources)}, "
          f"locals: {len(module.locals)}, diagnostics: {len(module.diagnostics)}")
    print(f"parse only:  {parse_time * 1000:8.2f} ms")
    print(f"load_module: {load_time * 1000:8.2f} ms")
    print(f"ratio: {load_time / parse_time:.1f}x")


if __name__ == "__main__":
    main()
