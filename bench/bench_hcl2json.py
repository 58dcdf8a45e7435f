#!/usr/bin/env python3
"""``hcl2json --jobs 2`` against ``--jobs 1`` on a directory of files (not a test).

    python bench/bench_hcl2json.py [FILES]

Writes FILES (default 1,000) generated Terraform-like files into a
temporary directory (variables, resources with nested blocks, locals with
function calls and ``for`` expressions, references to variables that are
not given, kept as ``"${...}"``), then times ``python -m hclkit DIR`` with
``--jobs 1`` and ``--jobs 2``, best of 3 each, and prints both and the
ratio.  The two outputs must be the same JSON.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

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


def generate(folder: Path, count: int) -> int:
    """``count`` files in ``folder``, in a few subfolders; their total size."""
    total = 0
    for i in range(count):
        sub = folder / f"module{i % 10}"
        sub.mkdir(exist_ok=True)
        text = TEMPLATE.format(i=i, size=10 + i % 90, octet=i % 256)
        (sub / f"main{i:04}.tf").write_text(text, encoding="utf-8")
        total += len(text)
    return total


def run(folder: Path, jobs: int) -> tuple[float, str]:
    """The best of three runs' time, and the output."""
    best = float("inf")
    out = ""
    for _ in range(3):
        start = time.perf_counter()
        proc = subprocess.run([sys.executable, "-m", "hclkit", "--jobs", str(jobs), str(folder)],
                              capture_output=True, text=True, check=False)
        best = min(best, time.perf_counter() - start)
        if proc.returncode != 0:
            sys.exit(f"hcl2json failed (exit {proc.returncode}):\n{proc.stderr[:2000]}")
        out = proc.stdout
    return best, out


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        size = generate(folder, count)
        print(f"{count} files, {size / 1e6:.2f} MB")
        one, out_one = run(folder, 1)
        print(f"  --jobs 1   {one:6.2f} s")
        two, out_two = run(folder, 2)
        print(f"  --jobs 2   {two:6.2f} s")
        if out_one != out_two:
            sys.exit("the outputs differ")
        print(f"--jobs 2 takes {two / one:.2f}x the time of --jobs 1 (same output)")


if __name__ == "__main__":
    main()
