"""The examples of Terraform's function documentation
(``tests/data/terraform/functions/docs.txt``), read into cases, and the
names Terraform defines for itself (``/work/shared/notes/terraform.md``'s
list, as of Terraform 1.9)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "data" / "terraform" / "functions"
FILES = DATA / "files"

TERRAFORM_NAMES = (
    "abspath", "alltrue", "anytrue", "basename", "base64decode", "base64encode", "base64gzip",
    "base64sha256", "base64sha512", "bcrypt", "cidrhost", "cidrnetmask", "cidrsubnet",
    "cidrsubnets", "coalesce", "convert", "dirname", "endswith", "ephemeralasnull", "file",
    "filebase64", "filebase64sha256", "filebase64sha512", "fileexists", "filemd5", "fileset",
    "filesha1", "filesha256", "filesha512", "index", "issensitive", "length", "list", "log",
    "lookup", "map", "matchkeys", "md5", "nonsensitive", "one", "pathexpand", "pow", "replace",
    "rsadecrypt", "sensitive", "sha1", "sha256", "sha512", "startswith", "strcontains", "sum",
    "textdecodebase64", "textencodebase64", "timecmp", "timestamp", "tobool", "tolist", "tomap",
    "tonumber", "toset", "tostring", "transpose", "urlencode", "uuid", "uuidv5", "templatefile",
    "templatestring", "plantimestamp", "type"
)


@dataclass(frozen=True)
class Case:
    function: str
    source: str
    line: int
    expression: str
    expected: str | None  # an HCL expression
    error: str | None     # text the error holds
    # The documented result is not hclkit's, on purpose (see
    # docs/terraform-functions.md): ``expected`` is then hclkit's.
    differs: bool = False
    # A result that changes from call to call: a string matching this regex.
    like: str | None = None

    @property
    def id(self) -> str:
        return f"{self.function}:{self.line}"


def load_cases(path: Path = DATA / "docs.txt") -> list[Case]:
    cases: list[Case] = []
    function = source = ""
    pending: tuple[int, str] | None = None
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw.rstrip()
        assert line not in ("!", ">"), f"line {number}: nothing after {line}"
        if not line or line.startswith("#"):
            continue
        if line.startswith("== "):
            function, _, source = line[3:].partition(" ")
        elif line.startswith("> "):
            assert pending is None, f"line {number}: a call without a result before it"
            pending = (number, line[2:])
        else:
            assert pending is not None, f"line {number}: a result without a call"
            at, expression = pending
            if line.startswith("! "):
                cases.append(Case(function, source, at, expression, None, line[2:]))
            elif line.startswith("differs "):
                cases.append(Case(function, source, at, expression, line[8:], None, True))
            elif line.startswith("like "):
                cases.append(Case(function, source, at, expression, None, None, like=line[5:]))
            else:
                cases.append(Case(function, source, at, expression, line, None))
            pending = None
    assert pending is None, "the last call has no result"
    return cases
