"""The fuzzer in CI: every failure it ever found replayed, and a short run
with a fixed seed (a fixed number of executions) in a process of its own,
which caps its memory and works in a scratch folder."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.fuzz.harness import REGRESSIONS, check
from tests.fuzz.targets import TARGETS

ROOT = Path(__file__).resolve().parents[2]
FOUND = sorted(REGRESSIONS.glob("*.bin"))


@pytest.mark.parametrize("path", FOUND, ids=[p.name for p in FOUND])
def test_found_once_stays_fixed(path: Path) -> None:
    target = path.name.split("-")[0]
    failure, _ = check(target, TARGETS[target], path.read_bytes(), budget=10.0)
    assert failure is None, failure.problem


def test_short_run_with_a_fixed_seed() -> None:
    runs = int(os.environ.get("HCLKIT_FUZZ_RUNS", "3000"))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), str(ROOT / "src")]))
    out = subprocess.run([sys.executable, "-m", "tests.fuzz", "--runs", str(runs), "--seed", "1"],
                         capture_output=True, text=True, env=env, timeout=1800, check=False)
    assert out.returncode == 0, out.stderr[-3000:]
    report = json.loads(out.stdout)
    assert report["total"] == runs and not report["failures"]
    assert set(report["executions"]) == set(TARGETS)


def test_mutations_reach_every_kind_of_input() -> None:
    import random

    from tests.fuzz.harness import Mutator, seeds
    corpus = seeds()
    assert len(corpus) > 1000
    mutate = Mutator(corpus, random.Random(3))
    made = [mutate() for _ in range(2000)]
    assert len(set(made)) > 1900  # mutations change things
    assert any(b"\xff" in m for m in made) and any(len(m) > 3000 for m in made)
