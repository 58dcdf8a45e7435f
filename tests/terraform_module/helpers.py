"""Writing small modules into a temporary directory."""

from __future__ import annotations

from pathlib import Path


def write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


def summaries(module: object) -> list[str]:
    return [d.summary for d in module.diagnostics]  # type: ignore[attr-defined]


def errors(module: object) -> list[str]:
    return [d.summary for d in module.diagnostics  # type: ignore[attr-defined]
            if d.severity.value == "error"]
