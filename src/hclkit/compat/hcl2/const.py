"""python-hcl2 8's ``hcl2.const``: the special keys of its output shape."""

from typing import Final as _Final

__all__ = ["COMMENTS_KEY", "INLINE_COMMENTS_KEY", "IS_BLOCK"]

IS_BLOCK: _Final = "__is_block__"  # marks a dict as a block's body
COMMENTS_KEY: _Final = "__comments__"  # the comments between a body's items
INLINE_COMMENTS_KEY: _Final = "__inline_comments__"  # those inside its attributes' values
