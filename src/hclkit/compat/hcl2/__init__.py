"""A drop-in for python-hcl2 8 (pinned: 8.1.4): its functions, option
classes, ``Builder`` and output shapes, on hclkit's parser.

    from hclkit.compat import hcl2          # instead of: import hcl2
    data = hcl2.loads(text)                 # {"resource": [{'"aws_instance"': {...}}]}
    text = hcl2.dumps(data)

With python-hcl2 8's default options the output is its round-trip shape:
quoted strings and labels, ``__is_block__`` markers, comments under
``__comments__``; ``SerializationOptions(with_comments=False,
explicit_blocks=False, strip_string_quotes=True)`` gives the long-standing
shape of python-hcl2 7.  Errors raise :class:`hclkit.HCLError`; the tree
functions return hclkit's tree (:class:`Document`, also named
``StartRule`` as python-hcl2's is).  docs/python-hcl2.md
lists every difference from python-hcl2.
"""

from . import api, builder, const, utils
from ._document import Document
from ._document import Document as StartRule
from ._options import DeserializerOptions, FormatterOptions, SerializationOptions
from .api import (
    dump,
    dumps,
    from_dict,
    from_json,
    load,
    loads,
    parse,
    parse_to_tree,
    parses,
    parses_to_tree,
    reconstruct,
    serialize,
    transform,
)
from .builder import Builder

__all__ = ["Builder", "DeserializerOptions", "Document", "FormatterOptions",
           "SerializationOptions", "StartRule", "api", "builder", "const", "dump", "dumps",
           "from_dict", "from_json", "load", "loads", "parse", "parse_to_tree", "parses",
           "parses_to_tree", "reconstruct", "serialize", "transform", "utils"]

# The python-hcl2 version whose behaviour this reproduces, for code that checks it.
__version__ = "8.1.4"
