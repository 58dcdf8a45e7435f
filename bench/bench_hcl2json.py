#!/usr/bin/env python3
"""``hcl2json --jobs 2`` against ``--jobs 1`` on a directory of files (not a test).

    python bench/bench_hcl2json.py [FILES [BLOCKS [ROUNDS]]]

Writes FILES (default 200) generated Terraform-like files of BLOCKS
(default 20) groups of blocks each, about 17 kB a file, into a temporary
directory (variables, resources with nested blocks, locals with function
calls and ``for`` expressions, references to variables that are not given,
kept as ``"${...}"``): a CPU-bound job.  Then, ROUNDS times (default 3),
times ``python -m hclkit DIR`` with ``--jobs 1`` and with ``--jobs 2``,
then the ceiling this machine allows at that moment: a pure-Python loop
run twice in one process against once in each of two processes.  Each
round prints ``--jobs 2``'s speed-up over ``--jobs 1`` (the target: 1.7x
where two cores are free) beside that round's ceiling and the share of it
reached; on a shared machine the ceiling moves with the others' load, so a
speed-up means something only next to the ceiling measured with it.
Beside the wall-clock times it prints the processor time of all processes
together: their ratio shows what the extra processes cost (start-up,
messages), which the load hides less.  The two outputs must be the same JSON.
"""

from __future__ import annotations

import resource
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.support.machine import print_machine  # noqa: E402

TEMPLATE = """\
variable "region_{i}" {{
  type    = string
  default = "eu-west-{i}"
}}

locals {{
  names_{i} = [for n in range(4) : "web-{i}-${{n}}"]
  upper_{i} = upper("service-{i}")
  sizes_{i} = {{ for k, v in {{ small = 1, large = 4 }} : k => v * {i} }}
}}

resource "aws_instance" "web_{i}" {{
  ami           = "ami-{i:08x}"
  instance_type = "t3.micro"
  count         = {i} % 3 + 1
  subnet_id     = var.subnet_id

  tags = {{
    Name  = "web-{i}"
    Index = "{i}"
  }}

  ebs_block_device {{
    device_name = "/dev/sdb"
    volume_size = {size}
  }}

  ebs_block_device {{
    device_name = "/dev/sdc"
    volume_size = {size} * 2
  }}
}}

resource "aws_security_group" "sg_{i}" {{
  name = "sg-{i}"

  ingress {{
    from_port   = 443
    to_port     = 443
    protocol    = "tcp"
    cidr_blocks = ["10.{octet}.0.0/16", "0.0.0.0/0"]
  }}
}}

output "address_{i}" {{
  value = aws_instance.web_{i}.private_ip
}}
"""


def generate(folder: Path, count: int, blocks: int = 1) -> int:
    """``count`` files of ``blocks`` groups each in ``folder``, in a few
    subfolders; their total size."""
    total = 0
    for i in range(count):
        sub = folder / f"module{i % 10}"
        sub.mkdir(exist_ok=True)
        text = "\n".join(TEMPLATE.format(i=i * blocks + j, size=10 + (i + j) % 90,
                                          octet=(i + j) % 256) for j in range(blocks))
        (sub / f"main{i:04}.tf").write_text(text, encoding="utf-8")
        total += len(text)
    return total


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(folder: Path, jobs: int) -> tuple[float, float, str]:
    """One run's wall-clock time, its processor time (every process), and
    the output."""
    cpu = _cpu()
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "hclkit", "--jobs", str(jobs), str(folder)],
                          capture_output=True, text=True, check=False)
    wall = time.perf_counter() - start
    if proc.returncode != 0:
        sys.exit(f"hcl2json failed (exit {proc.returncode}):\n{proc.stderr[:2000]}")
    return wall, _cpu() - cpu, proc.stdout


def _burn(n: int) -> int:
    total = 0
    for i in range(n):
        total += i
    return total


def ceiling(n: int = 10_000_000) -> float:
    """How much faster two processes do two equal pure-Python loops than one
    process does both: the best speed-up two processes can have here now."""
    start = time.perf_counter()
    _burn(n)
    _burn(n)
    serial = time.perf_counter() - start
    with ProcessPoolExecutor(2) as pool:
        list(pool.map(_burn, [1, 1]))  # the workers started
        start = time.perf_counter()
        list(pool.map(_burn, [n, n]))
        parallel = time.perf_counter() - start
    return serial / parallel


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    blocks = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    print_machine()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        size = generate(folder, count, blocks)
        print(f"{count} files of {blocks} block groups, {size / 1e6:.2f} MB; {rounds} rounds, "
              "each --jobs 1, --jobs 2 and the ceiling in turn (the load on a shared "
              "machine changes from minute to minute: each ratio is read against the "
              "ceiling of its own round)")
        print("round  --jobs 1 (cpu)     --jobs 2 (cpu)     speed-up  ceiling  share")
        speedups, shares = [], []
        for n in range(rounds):
            one, cpu_one, out_one = run(folder, 1)
            two, cpu_two, out_two = run(folder, 2)
            if out_one != out_two:
                sys.exit("the outputs differ")
            limit = ceiling()
            speedups.append(one / two)
            shares.append(one / two / limit)
            print(f"{n + 1:5}  {one:6.2f}s ({cpu_one:5.2f}s)  {two:6.2f}s ({cpu_two:5.2f}s)  "
                  f"{one / two:7.2f}x  {limit:6.2f}x  {one / two / limit:5.2f}")
        print(f"--jobs 2 against --jobs 1 (same output): best {max(speedups):.2f}x, median "
              f"{statistics.median(speedups):.2f}x; of the ceiling: median "
              f"{statistics.median(shares):.2f}")
        print_machine()  # the load again: it may have changed during the run


if __name__ == "__main__":
    main()
