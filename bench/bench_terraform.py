#!/usr/bin/env python3
"""What module evaluation costs beyond parsing (not a test).

    python bench/bench_terraform.py [DIR [VARIABLES.json]]

Takes the largest real module recorded under tests/data/terraform/modules
(by bytes of configuration read, child modules included; or DIR, with
the variables of a JSON object file if given, such as
tests/data/terraform/modules/terraform-aws-vpc.complete-vpc.json), then
the others, and times, best of 9 in CPU time (the machine may be busy):
parsing its files (and those of the local modules it calls, once per
call) alone, and ``hclkit.terraform.load_module`` on it.  Prints both and
their ratio: the evaluation's overhead.
"""

from __future__ import annotations

import gc
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

import hclkit  # noqa: E402
from hclkit.terraform import load_module  # noqa: E402

DATA = ROOT / "tests" / "data" / "terraform" / "modules"
REPEAT = 9


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
        start = time.process_time()
        run()  # type: ignore[operator]
        best = min(best, time.process_time() - start)
    return best


def _variables(directory: Path) -> dict[str, object] | None:
    """Values for variables without defaults: NAME.vars.json beside the module."""
    given = directory.parent / f"{directory.name}.vars.json"
    return json.loads(given.read_text()) if given.exists() else None


def measure(target: Path, variables: dict[str, object] | None = None) -> None:
    if variables is None:
        variables = _variables(target)
    module = load_module(target, variables=variables)
    files = _files(module)
    size = sum(Path(f).stat().st_size for f in files)

    def parse() -> None:
        for f in files:
            hclkit.parse_file(f)

    parse_time = _best(parse)
    load_time = _best(lambda: load_module(target, variables=variables))
    name = target.relative_to(ROOT) if target.is_relative_to(ROOT) else target
    print(f"module: {name}")
    print(f"  files read: {len(files)} ({size} bytes), resources: {len(module.resources)}, "
          f"locals: {len(module.locals)}, diagnostics: {len(module.diagnostics)}")
    print(f"  parse only:  {parse_time * 1000:8.2f} ms")
    print(f"  load_module: {load_time * 1000:8.2f} ms")
    print(f"  ratio: {load_time / parse_time:.1f}x")


def main() -> None:
    if len(sys.argv) > 1:
        given = json.loads(Path(sys.argv[2]).read_text()) if len(sys.argv) > 2 else None
        measure(Path(sys.argv[1]), given)
        return
    dirs = sorted({p.parent for p in DATA.rglob("*.tf")})
    sizes = {d: sum(Path(f).stat().st_size
                    for f in _files(load_module(d, variables=_variables(d)))) for d in dirs}
    largest = max(dirs, key=sizes.__getitem__)
    print("the largest recorded module (by bytes read, child modules included):")
    measure(largest)
    print("the others:")
    for d in dirs:
        if d != largest:
            measure(d)


if __name__ == "__main__":
    main()
