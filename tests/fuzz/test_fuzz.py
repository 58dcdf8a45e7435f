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


def test_slow_inputs_are_kept_to_trace(tmp_path: Path) -> None:
    import time

    from tests.fuzz.harness import fuzz

    def burn(data: bytes) -> None:  # slow on a third of the inputs
        if len(data) % 3 == 0:
            end = time.process_time() + 0.03
            while time.process_time() < end:
                pass

    report = list(fuzz({"burn": burn}, runs=30, seconds=None, seed=2, budget=0.1,
                       slow_folder=tmp_path))[-1]
    assert not report.failures and report.slow
    for target, spent, where in report.slow:
        assert target == "burn" and spent >= 0.02
        assert len(Path(where).read_bytes()) % 3 == 0
    assert len(list(tmp_path.iterdir())) == len({w for _, _, w in report.slow})
