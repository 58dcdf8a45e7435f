"""Control flow shared by the parser and the template parser."""

from __future__ import annotations


class Abort(Exception):
    """Stops parsing a construct after its error has been reported."""
