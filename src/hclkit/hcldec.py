"""``python -m hclkit.hcldec``: the ``hcldec`` command (see :mod:`hclkit.cli.hcldec`)."""

from __future__ import annotations

from .cli.hcldec import main

if __name__ == "__main__":
    raise SystemExit(main())
