"""Whether a command writes in colour: one rule for every command.

``--color=always`` and ``--color=never`` decide; ``auto`` (the default)
means colour only on a terminal, and never when the ``NO_COLOR``
environment variable is set to anything but the empty string
(https://no-color.org's convention).  The command line beats the
environment: ``--color=always`` colours even with ``NO_COLOR`` set.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

__all__ = ["CHOICES", "check_choice", "wants_color"]

CHOICES = ("auto", "always", "never")


def check_choice(value: str) -> str | None:
    """None if ``value`` is a valid ``--color`` choice, else the message to show."""
    if value in CHOICES:
        return None
    return f'invalid argument "{value}" for "--color" flag: use auto, always or never'


def wants_color(choice: str, stream: object, environ: Mapping[str, str] | None = None) -> bool:
    """Whether to colour what goes to ``stream`` under ``--color=choice``."""
    if choice == "always":
        return True
    if choice == "never":
        return False
    env = os.environ if environ is None else environ
    if env.get("NO_COLOR"):
        return False
    from ..diagwrite import use_color
    return use_color(stream)
