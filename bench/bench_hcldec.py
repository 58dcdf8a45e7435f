#!/usr/bin/env python3
"""hclkit's ``hcldec`` beside the reference's (not a test).

    python bench/bench_hcldec.py [MEGABYTES]

Measures, in one run:

- start-up: ``hcldec --version`` (the console script and ``python -m
  hclkit.hcldec``), best of 10; the issue's target is under 150 ms;
- a decode of a generated input of about MEGABYTES (default 1) megabytes of
  native syntax through a spec of every common kind (object, attr with
  types, block_list, block_map, default, transform, literal), by hclkit's
  ``hcldec`` and the reference's (``$HCL_REF``, default ``/tmp/hcl-ref``;
  build it with ../shared/oracle/build.sh), best of 3 each, with the ratio.
  The two outputs must be the same JSON.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REF = Path(os.environ.get("HCL_REF", "/tmp/hcl-ref")) / "hcldec"

SPEC = """
object {
  attr "name" {
    type = string
  }
  block_list "service" {
    object {
      attr "image" {
        type     = string
        required = true
      }
      attr "ports" {
        type = list(number)
      }
      attr "env" {
        type = map(string)
      }
      default "replicas" {
        attr {
          name = "replicas"
          type = number
        }
        literal {
          value = 1
        }
      }
      transform "memory_mb" {
        attr {
          name = "memory_gb"
          type = number
        }
        result = nested == null ? null : nested * 1024
      }
      block_map "volume" {
        labels = ["name"]
        object {
          attr "path" {
            type = string
          }
          attr "readonly" {
            type = bool
          }
        }
      }
    }
  }
}
"""

SERVICE = """service {{
  image     = "registry.example.org/app-{i}:${{version}}"
  ports     = [8000 + {i} % 100, 9000, {i}]
  env       = {{ NAME = "svc-{i}", LEVEL = "{level}", SLOT = "{i}" }}
  replicas  = {i} % 5 + 1
  memory_gb = {i} % 8 / 2
  volume "data" {{
    path     = "/srv/data/{i}"
    readonly = false
  }}
  volume "config" {{
    path     = "/etc/app-{i}"
    readonly = true
  }}
}}
"""


def generate(megabytes: float) -> str:
    parts = ['name = "bench"\n']
    size = len(parts[0])
    i = 0
    while size < megabytes * 1_000_000:
        part = SERVICE.format(i=i, level="debug" if i % 3 else "info")
        parts.append(part)
        size += len(part)
        i += 1
    return "".join(parts)


def best(cmd: list[str], repeat: int, cwd: str) -> tuple[float, subprocess.CompletedProcess[str]]:
    times = []
    proc = None
    for _ in range(repeat):
        start = time.perf_counter()
        proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, check=False)
        times.append(time.perf_counter() - start)
        if proc.returncode != 0:
            raise SystemExit(f"{cmd[0]} failed: {proc.stderr[:2000]}")
    assert proc is not None
    return min(times), proc


def main() -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from tests.support.machine import print_machine
    print_machine()  # cores, load and Python version: what the figures depend on
    megabytes = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
    script = shutil.which("hcldec", path=str(Path(sys.executable).parent))
    with tempfile.TemporaryDirectory() as tmp:
        print("start-up, hcldec --version (best of 10):")
        runs = [("python -m hclkit.hcldec", [sys.executable, "-m", "hclkit.hcldec",
                                             "--version"])]
        if script:
            runs.insert(0, ("hcldec (console script)", [script, "--version"]))
        for label, cmd in runs:
            seconds, _ = best(cmd, 10, tmp)
            verdict = "ok" if seconds < 0.150 else "over the 150 ms target"
            print(f"  {label:28s} {seconds * 1000:7.1f} ms  ({verdict})")

        Path(tmp, "spec.hcldec").write_text(SPEC, encoding="utf-8")
        text = generate(megabytes)
        Path(tmp, "input.hcl").write_text(text, encoding="utf-8")
        args = ["--spec=spec.hcldec", "--vars={\"version\": \"1.2.3\"}", "input.hcl"]
        print(f"decode of {len(text) / 1e6:.2f} MB, {text.count('service {')} blocks "
              "(best of 3):")
        ours, our_proc = best([sys.executable, "-m", "hclkit.hcldec", *args], 3, tmp)
        print(f"  hclkit hcldec      {ours:7.2f} s  {len(text) / ours / 1e6:6.2f} MB/s")
        if not REF.is_file():
            print("  (no reference hcldec: build it with ../shared/oracle/build.sh)")
            return
        theirs, ref_proc = best([str(REF), *args], 3, tmp)
        print(f"  reference hcldec   {theirs:7.2f} s  {len(text) / theirs / 1e6:6.2f} MB/s")
        print(f"  ratio              {ours / theirs:7.1f}x the reference's time")
        same = json.loads(our_proc.stdout) == json.loads(ref_proc.stdout)
        print(f"  same output: {'yes' if same else 'NO'}")


if __name__ == "__main__":
    main()
