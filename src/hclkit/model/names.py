"""Suggesting a name for a misspelt one ("Did you mean …?")."""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["closest_name", "edit_distance", "name_suggestion"]


def name_suggestion(given: str, candidates: Iterable[str]) -> str | None:
    """The first candidate within two edits of ``given``, as the reference
    suggests names ("Did you mean …?")."""
    for candidate in candidates:
        if edit_distance(given, candidate, 3) < 3:
            return candidate
    return None


def edit_distance(a: str, b: str, limit: int) -> int:
    """Levenshtein distance, or ``limit`` once it is certain to reach it."""
    if abs(len(a) - len(b)) >= limit:
        return limit
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1,
                               previous[j - 1] + (ca != cb)))
        if min(current) >= limit:
            return limit
        previous = current
    return previous[-1]


def closest_name(given: str, scopes: Iterable[Iterable[str]]) -> str | None:
    """The closest name within two edits of ``given``, from the first of
    ``scopes`` (innermost first) that has one; ties go to the first in
    sorted order.  The reference picks any name within reach of that scope
    at random; the closest is the more helpful answer."""
    for names in scopes:
        best = min(((edit_distance(given, n, 3), n) for n in names), default=(3, ""))
        if best[0] < 3:
            return best[1]
    return None
