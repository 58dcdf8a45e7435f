"""Bad input never raises: real modules cut short or with bytes flipped at
many places load with diagnostics, not exceptions."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

from hclkit.terraform import load_module
from hclkit.terraform.export import module_data

DATA = Path(__file__).parent.parent / "data" / "terraform" / "modules"


def _variants(text: bytes, rng: random.Random) -> list[bytes]:
    out = [text[:cut] for cut in range(0, len(text), max(1, len(text) // 12))]
    for _ in range(12):
        at = rng.randrange(len(text))
        out.append(text[:at] + bytes([rng.choice(b'{}[]()"=.$%\\\n\xff*,:#')]) + text[at + 1:])
    return out


def test_damaged_modules_never_raise(tmp_path: Path) -> None:
    rng = random.Random(21)
    loaded = 0
    for source in sorted(DATA.rglob("main.tf")):
        module_dir = source.parent
        for variant in _variants(source.read_bytes(), rng):
            work = tmp_path / f"case{loaded}"
            shutil.copytree(module_dir, work)
            (work / "main.tf").write_bytes(variant)
            m = load_module(work)
            module_data(m)  # and the command's writer copes with whatever came out
            loaded += 1
    assert loaded > 50


def test_terraform_like_corpus_files_load_as_modules(tmp_path: Path) -> None:
    # Each Terraform-like file of the native-syntax corpus, alone in a module
    # directory: fragments refer to what other files would declare, so
    # diagnostics are expected; exceptions are not.
    corpus = sorted((DATA.parent.parent / "native" / "valid").glob("tf-*.hcl"))
    assert len(corpus) > 20
    for i, source in enumerate(corpus):
        work = tmp_path / str(i)
        work.mkdir()
        shutil.copy(source, work / "main.tf")
        module_data(load_module(work))
