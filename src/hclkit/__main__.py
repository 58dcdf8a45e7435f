"""``python -m hclkit``: the ``hcl2json`` command (see :mod:`hclkit.cli.hcl2json`)."""

from __future__ import annotations

from .cli.hcl2json import run

if __name__ == "__main__":
    run()
